import crypto from "node:crypto";
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { FormattedExecutionResult, GraphQLFormattedError } from "graphql";
import { HTTP_STATUS, type ErrorCode } from "../domain/shared/errors";
import { text } from "../domain/shared/messages";
import type { FormOutcome, OutcomeMessage, RenderedPage } from "./render";

/**
 * Sign In, Create Account and Send posted by the browser itself, before the page's script has run
 * (progressive enhancement: the first-paint capture, client/capture.inline.js, lets these three forms post
 * at once instead of keeping the submit for the app). Each post is the GraphQL mutation the app would
 * send, run in-process (`execute`: the same resolvers, services, rate limits and messages), and the
 * answer is what the app would show: a signed-in visitor's session written to local storage by a tiny
 * page that then goes where the app goes; the contact page with its success note (303, `?sent=1`); or
 * the same page drawn again by the server with the messages and the values typed (never a password).
 * A post from another site is refused (403): nobody can sign a visitor in to an account of theirs.
 */
export interface FormPostsOptions {
  /** Runs one GraphQL operation in this process, as a guest from the request's address. */
  execute(req: Request, query: string, variables: Record<string, unknown>): Promise<FormattedExecutionResult>;
  /** Draws a page with a form's outcome (http/render.ts), or undefined when the client is not built. */
  render(url: string, outcome: FormOutcome): Promise<RenderedPage | undefined>;
  /** The site's public URL: a post whose Origin is its host is the site's own (behind a proxy too). */
  publicUrl: string;
  /** Mounted before the handlers: the services' activity log records the request's address and id. */
  origin: RequestHandler;
}

const SESSION = "token refreshToken role username name userId";
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ${SESSION} } }`;
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${SESSION} } }`;
const CONTACT = `mutation SubmitContactMessage($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`;
const LOGOUT = `mutation Logout($t: String) { logout(refreshToken: $t) }`;

interface Session {
  token: string;
  refreshToken: string;
  role: string;
  username?: string | null;
  name?: string | null;
  userId?: string | null;
}

/** Whether a post comes from a page of this site (Fetch Metadata, else the Origin header); a post that says neither is not. */
export function fromThisSite(req: Request, publicUrl: string): boolean {
  const site = req.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = req.get("origin");
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host === req.get("host") || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

/** A posted field as text ("" when missing or sent twice). */
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
};

const serverMessage = (error: GraphQLFormattedError): OutcomeMessage => ({
  message: error.message,
  messageKey: typeof error.extensions?.messageKey === "string" ? error.extensions.messageKey : undefined,
  messageParams: (error.extensions?.messageParams as Record<string, unknown> | undefined) ?? undefined,
});

/** JSON safe inside an inline <script> (no "</script>", no line separators). */
const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The page a signed-in visitor's post answers: the session kept as the app's saveSession keeps it, then where the app goes. */
function sessionPage(res: Response, session: Session, to: string, flash?: "registered") {
  const nonce = crypto.randomBytes(16).toString("base64");
  const script =
    `var s=${jsonForScript(session)};` +
    `try{localStorage.setItem("token",s.token);localStorage.setItem("refreshToken",s.refreshToken);` +
    `localStorage.setItem("role",String(s.role));` +
    `["name","username","userId"].forEach(function(k){if(s[k])localStorage.setItem(k,s[k]);else localStorage.removeItem(k)});}catch(e){}` +
    // The dashboard greets a new account as the app does after its own Create Account.
    (flash ? `try{sessionStorage.setItem("flash",${jsonForScript(flash)})}catch(e){}` : "") +
    `location.replace(${jsonForScript(to)});`;
  res
    .status(200)
    .set("Cache-Control", "no-store")
    // This page alone runs one inline script, allowed by its nonce.
    .set(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    )
    .type("html")
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>…</title><script nonce="${nonce}">${script}</script></head>` +
        `<body><p><a href="${to}">${to}</a></p></body></html>`,
    );
}

export function formPosts(opts: FormPostsOptions): Router {
  const router = Router();
  // Room for the longest message the service takes (5,000 characters of Devanagari are 45 kB percent-encoded):
  // a longer one gets the service's own message, not a 413.
  const body = express.urlencoded({ extended: false, limit: "128kb", parameterLimit: 20 });
  const prefixOf = (req: Request) => (/^\/hi(\/|$)/.test(req.path) ? "/hi" : "");

  /** The page again, drawn with the outcome, with `status`; never cached. */
  const again = async (req: Request, res: Response, status: number, outcome: FormOutcome) => {
    const page = await opts.render(req.originalUrl, outcome);
    res
      .status(status)
      .set("Cache-Control", "private, no-store")
      .set("Content-Language", prefixOf(req) ? "hi" : "en");
    if (!page) {
      const { error, fields } = outcome;
      return void res
        .type("text/plain")
        .send([error, ...Object.values(fields ?? {})].map((m) => m?.message ?? m?.key).join("\n"));
    }
    res.type("html").send(page.html);
  };

  /** Runs the form's mutation; on refusal draws the page again with the server's message, and answers undefined. */
  const run = async <T>(
    req: Request,
    res: Response,
    query: string,
    variables: Record<string, unknown>,
    outcome: FormOutcome,
  ): Promise<T | undefined> => {
    const result = await opts.execute(req, query, variables);
    const error = result.errors?.[0];
    if (!error && result.data) return result.data as T;
    const code = String(error?.extensions?.code ?? "");
    const retryAfter = error?.extensions?.retryAfter;
    if (code === "RATE_LIMITED" && retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
    await again(req, res, HTTP_STATUS[code as ErrorCode] ?? (code === "INTERNAL_SERVER_ERROR" ? 500 : 400), {
      ...outcome,
      error: error ? serverMessage(error) : undefined,
    });
    return undefined;
  };

  const guard: RequestHandler = (req, res, next) => {
    if (fromThisSite(req, opts.publicUrl)) return next();
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send(text("form.crossSite"));
  };
  const post = (path: string, handler: (req: Request, res: Response) => Promise<void>) =>
    router.post([path, `/hi${path}`], guard, body, opts.origin, (req, res, next) => {
      handler(req, res).catch(next);
    });

  post("/login", async (req, res) => {
    const tab = field(req, "tab") === "admin" ? "admin" : "user";
    const login = field(req, "login").trim();
    const password = field(req, "password");
    const remember = field(req, "remember") !== "";
    const outcome: FormOutcome = { form: "login", tab, values: { login, remember } };
    const fields: Record<string, OutcomeMessage> = {};
    if (!login) fields.login = { key: "auth.loginRequired" };
    if (!password) fields.password = { key: "auth.passwordRequired" };
    if (Object.keys(fields).length) return again(req, res, 400, { ...outcome, fields });
    const data = await run<{ login: Session }>(req, res, LOGIN, { input: { login, password, remember } }, outcome);
    if (!data) return;
    const auth = data.login;
    // The account's role must match the tab, as on the app's login page: else the session just opened is closed.
    const mismatch =
      tab === "user" && auth.role === "admin"
        ? "auth.adminOnUserTab"
        : tab === "admin" && auth.role !== "admin"
          ? "auth.userOnAdminTab"
          : null;
    if (mismatch) {
      await opts.execute(req, LOGOUT, { t: auth.refreshToken });
      return again(req, res, 403, { ...outcome, error: { key: mismatch } });
    }
    sessionPage(res, auth, prefixOf(req) + (auth.role === "admin" ? "/admin" : "/dashboard"));
  });

  post("/register", async (req, res) => {
    const values = {
      name: field(req, "name").trim(),
      email: field(req, "email").trim(),
      mobileNo: field(req, "mobileNo").trim(),
      username: field(req, "username").trim(),
    };
    const password = field(req, "password");
    const confirm = field(req, "confirm");
    const terms = field(req, "terms") !== "";
    const outcome: FormOutcome = { form: "register", values: { ...values, terms } };
    // The form's own checks, as the page makes them before it sends anything.
    const fields: Record<string, OutcomeMessage> = {};
    for (const [name, value] of Object.entries(values)) if (!value) fields[name] = { key: "common.required" };
    if (!password) fields.password = { key: "common.required" };
    if (!confirm) fields.confirm = { key: "common.required" };
    else if (confirm !== password) fields.confirm = { key: "auth.passwordsMismatch" };
    if (!terms) fields.terms = { key: "auth.termsRequired" };
    if (Object.keys(fields).length) return again(req, res, 400, { ...outcome, fields });
    const data = await run<{ register: Session }>(req, res, REGISTER, { input: { ...values, password } }, outcome);
    if (data) sessionPage(res, data.register, prefixOf(req) + "/dashboard", "registered");
  });

  post("/contact", async (req, res) => {
    const values = {
      name: field(req, "name"),
      email: field(req, "email"),
      phone: field(req, "phone"),
      subject: field(req, "subject"),
      message: field(req, "message"),
    };
    const outcome: FormOutcome = { form: "contact", values };
    const fields: Record<string, OutcomeMessage> = {};
    for (const name of ["name", "email", "subject", "message"] as const)
      if (!values[name].trim()) fields[name] = { key: "common.required" };
    if (Object.keys(fields).length) return again(req, res, 400, { ...outcome, fields });
    const input = { ...values, phone: values.phone.trim() || null };
    const data = await run(req, res, CONTACT, { input }, outcome);
    if (data) res.set("Cache-Control", "no-store").redirect(303, `${prefixOf(req)}/contact?sent=1`);
  });

  // Where a sent message lands: the contact page with the app's success note, drawn for this visitor only.
  router.get(["/contact", "/hi/contact"], (req, res, next) => {
    if (req.query.sent !== "1" || !req.accepts("html")) return next();
    again(req, res, 200, { form: "contact", sent: true }).catch(next);
  });
  return router;
}
