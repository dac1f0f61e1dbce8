import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextFunction, Request, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { ContentCache } from "./content-cache";

/** What the client's server entry (client/src/entry-server.tsx, built to client/dist-server) exports. */
export interface ClientServerEntry {
  render(url: string, options: RenderOptions): Promise<RenderResult>;
}
export interface RenderOptions {
  execute: (request: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  }) => Promise<FormattedExecutionResult>;
  publicUrl: string;
  /** What the server made of a form the browser posted (http/forms.ts), drawn into the page. */
  form?: FormOutcome;
}
export interface RenderResult {
  language: "en" | "hi";
  status: number;
  head: string;
  css: string;
  html: string;
  state: string;
}

/**
 * A posted form's outcome as the client's `app/form-outcome.ts` reads it: the values typed (never a
 * password), the login tab, what went wrong (a client text by `key`, or a server message with its key and
 * params) for the form and for each field, and whether the contact form's message was sent.
 */
export interface FormOutcome {
  form: "login" | "register" | "contact";
  values?: Record<string, string | boolean>;
  tab?: "user" | "admin";
  error?: OutcomeMessage;
  fields?: Record<string, OutcomeMessage>;
  sent?: boolean;
}
export interface OutcomeMessage {
  key?: string;
  message?: string;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * False when the render read anything beyond the public catalogue (a quote by its link's token, ...):
   * such a page is one visitor's and changes without a content event, so the PageCache never keeps it.
   */
  shared?: boolean;
}

/** Private areas stay drawn in the browser: their content is the visitor's own (in either language). */
export const isPrivatePath = (p: string) => /^(\/hi)?\/(dashboard|admin|d|roster)(\/|$)/.test(p);

/**
 * Pages drawn from one customer's own record, which changes without any content event (the quote
 * page `/bookings/:id/quote?token=...`: accepted, a change asked for, a new version sent, expired by
 * the clock): rendered on the server for every request, never looked up in or kept by the PageCache,
 * and sent `private, no-store` like the quote's own GraphQL answer.
 */
export const isPersonalPath = (p: string) => /^(\/hi)?\/bookings(\/|$)/.test(p);

/** A page's language is in its URL: `/hi` and `/hi/...` are Hindi, everything else English. */
export const languageOfPath = (p: string): "en" | "hi" => (/^\/hi(\/|$)/.test(p) ? "hi" : "en");

/**
 * Where a visitor's first request for an English page should go instead, if anywhere: a visitor who
 * chose Hindi (the `lang` cookie the switcher sets) or, before any choice, whose browser prefers Hindi
 * to English, gets the Hindi page. An explicit choice of English (`lang=en`) is kept; a /hi URL is
 * never redirected (shared links and search engines reach the language they asked for).
 */
export function preferredLanguageRedirect(req: Request): string | undefined {
  if (req.method !== "GET" || languageOfPath(req.path) === "hi") return undefined;
  const chosen = /(?:^|;\s*)lang=(en|hi)(?:;|$)/.exec(req.headers.cookie ?? "")?.[1];
  const wantsHindi = chosen ? chosen === "hi" : req.acceptsLanguages("en", "hi") === "hi";
  if (!wantsHindi) return undefined;
  const query = req.originalUrl.slice(req.path.length);
  return (req.path === "/" ? "/hi" : `/hi${req.path}`) + query;
}

/**
 * Rendered pages by language and URL, a ContentCache (emptied by any change to the public site's
 * content; a render that was under way while content changed is not kept; the oldest entries go
 * first). A page read again is the last to go; one render is shared by every request for it that
 * arrives meanwhile.
 */
export class PageCache extends ContentCache<RenderedPage> {
  private readonly pending = new Map<string, Promise<RenderedPage>>();
  constructor(limit = 500) {
    super(limit);
  }

  override invalidate() {
    super.invalidate();
    this.pending.clear();
  }

  /** The cached page, or one render shared by every request for it that arrives meanwhile. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.peek(key);
    if (hit) {
      this.touch(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const stamp = this.stamp();
    const rendering = render().finally(() => {
      if (this.pending.get(key) === rendering) this.pending.delete(key);
    });
    this.pending.set(key, rendering);
    const page = await rendering;
    if (page.shared !== false) this.keep(key, page, stamp);
    return page;
  }
}

/** Puts a render into the built index.html: head tags and CSS into <head>, the page and its data into the body. */
export function fillTemplate(template: string, page: RenderResult): string {
  return template
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", `  ${page.head}\n    ${page.css}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${page.state}`);
}

/**
 * The site's own stylesheet (the font faces, under 2 kB) goes into the page: one request fewer
 * before the first paint on a slow connection. Its font URLs are absolute, so they stay valid.
 */
export function inlineStylesheets(html: string, dist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = fs.readFileSync(path.join(dist, file), "utf8");
    return css.length < 8192 && !css.includes("</") ? `<style>${css}</style>` : tag;
  });
}

/**
 * Hindi pages preload their Devanagari font (both weights, from npm, built into the assets): with
 * font-display optional a face that is late for the first paint is not used on that page at all.
 * English pages never name it, and its @font-face (unicode-range Devanagari) is used only under
 * <html lang="hi">.
 */
export function devanagariPreloads(dist: string): string {
  const assets = path.join(dist, "assets");
  if (!fs.existsSync(assets)) return "";
  return fs
    .readdirSync(assets)
    .filter((f) => /^noto-sans-devanagari-devanagari-(400|700)-normal-[\w-]+\.woff2$/.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
    .join("\n    ");
}

export interface PageRendererOptions {
  clientDist: string;
  serverEntry: string;
  publicUrl: string;
  execute: RenderOptions["execute"];
  /** Whether an operation reads only the public catalogue (app.ts hands in graphql/cache-hints' test). */
  readsOnlyPublic: (request: Parameters<RenderOptions["execute"]>[0]) => boolean;
  cache: PageCache;
}

/**
 * Server rendering of the public pages: the client's own App, drawn by its server entry with the
 * data of a guest, served from the cache while content is unchanged. A customer's own page (the quote
 * of an e-mailed link, `isPersonalPath`) and any render that read more than the public catalogue are
 * rendered afresh for each request and never cached. Private pages get the empty shell and are drawn
 * in the browser. A failed render falls back to the shell too.
 */
export function pageRenderer(opts: PageRendererOptions) {
  const indexFile = path.join(opts.clientDist, "index.html");
  // The renderer's modules load once per process (its chunks import the entry by its plain URL, so
  // it cannot be loaded afresh beside them): restart the server after rebuilding the client.
  let entry: Promise<ClientServerEntry> | undefined;
  let template: { stamp: number; text: string; hindiFonts: string } | undefined;
  const current = () => {
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (template?.stamp !== stamp) {
      // A new build names new assets: pages rendered with the old names go.
      if (template) opts.cache.invalidate();
      template = {
        stamp,
        text: inlineStylesheets(fs.readFileSync(indexFile, "utf8"), opts.clientDist),
        hindiFonts: devanagariPreloads(opts.clientDist),
      };
    }
    entry ??= import(pathToFileURL(opts.serverEntry).href) as Promise<ClientServerEntry>;
    return { template: template.text, hindiFonts: template.hindiFonts, entry };
  };

  const renderPage = async (url: string, build = current(), form?: FormOutcome): Promise<RenderedPage> => {
    // Shared only if every operation of the render read the public catalogue alone (a page for a path
    // not marked personal that reads someone's record is still never kept).
    let shared = true;
    const execute: RenderOptions["execute"] = (request) => {
      if (!opts.readsOnlyPublic(request)) shared = false;
      return opts.execute(request);
    };
    const result = await (await build.entry).render(url, { execute, publicUrl: opts.publicUrl, form });
    const html = fillTemplate(build.template, result);
    return {
      status: result.status,
      html: result.language === "hi" ? html.replace("</head>", `  ${build.hindiFonts}\n  </head>`) : html,
      shared,
    };
  };

  return {
    available: () => fs.existsSync(opts.serverEntry) && fs.existsSync(indexFile),
    render: renderPage,
    /** A page drawn with a posted form's outcome: one visitor's, never cached. */
    renderWithOutcome: (url: string, form: FormOutcome) => renderPage(url, current(), form),
    async handle(req: Request, res: Response, next: NextFunction) {
      const language = languageOfPath(req.path);
      if (language === "en") {
        // Which language an unprefixed URL answers in depends on the visitor's choice or browser.
        res.vary("Cookie").vary("Accept-Language");
        const to = preferredLanguageRedirect(req);
        if (to) return res.set("Cache-Control", "no-cache").redirect(302, to);
      }
      if (isPrivatePath(req.path) || !fs.existsSync(opts.serverEntry)) return next();
      try {
        const build = current(); // checked on every request: a rebuilt client empties the cache
        const personal = isPersonalPath(req.path);
        const page = personal
          ? await renderPage(req.originalUrl, build)
          : await opts.cache.get(`${language} ${req.originalUrl}`, () => renderPage(req.originalUrl, build));
        res
          .status(page.status)
          .set("Cache-Control", personal || page.shared === false ? "private, no-store" : "no-cache")
          .set("Content-Language", language)
          .type("html")
          .send(page.html);
      } catch (e) {
        console.error("[render]", req.originalUrl, e);
        next();
      }
    },
  };
}
