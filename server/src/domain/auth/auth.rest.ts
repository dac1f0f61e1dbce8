/** Accounts and tokens over REST, with the schemas they read and answer. */
import { Type, type Static } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { oneOf, orNull, strict, text, texts, uuid } from "../../rest/json-schema";
import { error, errorRef, ok, pick, refsTo, route } from "../../rest/route";
import { Role } from "../shared/enums";
import { INVALID_LOGIN } from "./account.service";
import { PASSWORD_MIN, USERNAME } from "./passwords";
import type { AuthResult } from "./session.service";

const LoginRequest = Type.Object({
  login: Type.String({ description: "E-mail or username" }),
  pswd: text,
  remember: Type.Optional(Type.Boolean({ description: "false: a shorter-lived refresh token (default true)" })),
});
const LoginResponse = Type.Object(
  {
    ...texts("token", "refreshToken"),
    role: oneOf(Role),
    username: orNull<string>("string"),
    name: text,
    userId: uuid,
  },
  strict,
);
const RegisterRequest = Type.Object({
  name: text,
  email: Type.String({ format: "email" }),
  mobileNo: text,
  username: Type.String({ pattern: USERNAME.source }),
  pswd: Type.String({ minLength: PASSWORD_MIN }),
  role: Type.Optional(Type.String({ description: "Ignored: every account registered here has role user" })),
});
const RegisterResponse = Type.Object(texts("token", "refreshToken"), strict);
const RefreshRequest = Type.Object({ refreshToken: text });
const RefreshResponse = Type.Object({ token: text }, strict);
const User = Type.Object({ _id: uuid, ...texts("name", "email", "mobileNo") }, strict);
const ProtectedRoute = Type.Object(
  { message: text, user: Type.Object({ _id: uuid, name: text, role: oneOf(Role) }, strict) },
  strict,
);
export const schemas = {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  RefreshRequest,
  RefreshResponse,
  User,
  ProtectedRoute,
};
const { ref } = refsTo(schemas);

const loginDoc = (a: AuthResult): Static<typeof LoginResponse> =>
  pick(a, ["token", "refreshToken", "role", "username", "name", "userId"]);

export const routes = {
  login: route("post", "/api/auth/login", "anyone", {
    body: ref("LoginRequest"),
    summary: "Logs in with e-mail or username and password",
    ok: ok(200, "Tokens and who they belong to", ref("LoginResponse")),
    answers: { "401": error("Wrong login or password", INVALID_LOGIN) },
    throttle: { category: "login", account: ({ body }) => body.login },
    handle: async ({ services, body: { login, pswd, remember } }) =>
      loginDoc(
        await services.accounts.login({
          login,
          password: pswd,
          remember: typeof remember === "boolean" ? remember : undefined,
        }),
      ),
  }),
  register: route("post", "/api/auth/register", "anyone", {
    // Registration always creates role user: the payload's `role` is not read.
    body: ref("RegisterRequest"),
    summary: "Creates an account; the role is always `user`, whatever the payload says",
    ok: ok(201, "The new account's tokens", ref("RegisterResponse")),
    throttle: { category: "register", account: ({ body }) => body.email },
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, body: { name, email, mobileNo, username, pswd } }) => {
      const { token, refreshToken } = await services.accounts.register({
        name,
        email,
        mobileNo,
        username,
        password: pswd,
      });
      return { token, refreshToken };
    },
  }),
  refreshToken: route("post", "/api/auth/refresh-token", "anyone", {
    // Answers only `token`, so the refresh token is not spent (PRODUCT.md §5); GraphQL's refreshToken rotates.
    body: ref("RefreshRequest"),
    summary: "A new access token for a refresh token",
    description:
      "Answers only `token`; the refresh token stays valid (it is not rotated here, unlike GraphQL's `refreshToken` mutation).",
    ok: ok(200, "A new access token", ref("RefreshResponse")),
    throttle: { category: "refresh" },
    answers: { "401": errorRef("Unauthorized") },
    handle: async ({ services, body }) => ({
      token: (await services.sessions.refresh(body.refreshToken, false)).token,
    }),
  }),
  authTest: route("get", "/api/auth/user/auth-test", "user", {
    summary: "The logged-in user's contact details (to prefill the booking form)",
    ok: ok(200, "The user", ref("User")),
    handle: async ({ services, actor }) => toDoc(User, await services.accounts.me(actor)),
  }),
  protectedRoute: route("get", "/api/auth/protected-route", "user", {
    summary: "Checks a token (sent on entering a guarded page)",
    ok: ok(200, "The token is valid", ref("ProtectedRoute")),
    handle: ({ actor }) => ({
      message: "Access granted.",
      user: { _id: actor!.id, name: actor!.name, role: actor!.role },
    }),
  }),
};
