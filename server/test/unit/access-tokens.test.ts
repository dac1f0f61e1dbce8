/** Token parsing and the one actor gate: what a request's Authorization header makes of the caller. */
import jwt from "jsonwebtoken";
import { AccessTokens, bearerToken } from "../../src/domain/auth/tokens";
import {
  ADMINS_ONLY,
  INVALID_TOKEN,
  TOKEN_EXPIRED,
  optionalActor,
  requireActor,
  requireAdmin,
  type Actor,
} from "../../src/domain/shared/actor";
import { Role } from "../../src/domain/shared/enums";
import { ForbiddenError, UnauthenticatedError } from "../../src/domain/shared/errors";
import { loadConfig } from "../../src/config";

const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: "/nonexistent",
  JWT_SECRET: "unit-secret-unit-secret-unit-secret-0123",
} as NodeJS.ProcessEnv);
const tokens = new AccessTokens(config);
const customer: Actor = { id: "8d7c6b5a-0000-4000-8000-000000000001", role: Role.user, name: "Asha" };
const staff: Actor = { id: "8d7c6b5a-0000-4000-8000-000000000002", role: Role.admin, name: "Admin" };

describe("reading the Authorization header", () => {
  test("'Bearer <token>' and a bare token are read; nothing, blanks and the strings null/undefined are no token", () => {
    expect(bearerToken("Bearer abc.def")).toBe("abc.def");
    expect(bearerToken("bearer   abc.def ")).toBe("abc.def");
    expect(bearerToken("abc.def")).toBe("abc.def");
    for (const none of [undefined, "", "   ", "Bearer ", "Bearer null", "undefined", 42])
      expect(bearerToken(none)).toBeUndefined();
  });

  test("a signed token names its holder; no token is a guest", () => {
    expect(tokens.identify(`Bearer ${tokens.sign(customer)}`)).toEqual({ actor: customer });
    expect(tokens.identify(undefined)).toEqual({});
  });

  test("an expired token says so; a forged, unsigned or role-less one is invalid", () => {
    const sign = (payload: object, secret = config.jwtSecret, options: jwt.SignOptions = {}) =>
      jwt.sign(payload, secret, {
        subject: customer.id,
        issuer: config.jwtIssuer,
        audience: config.jwtAudience,
        ...options,
      });
    expect(tokens.identify(sign({ role: "user", name: "A", exp: Math.floor(Date.now() / 1000) - 10 }))).toEqual({
      authError: "expired",
    });
    expect(tokens.identify(sign({ role: "admin", name: "A" }, "another-secret-another-secret-1234"))).toEqual({
      authError: "invalid",
    });
    expect(tokens.identify(sign({ role: "root", name: "A" }))).toEqual({ authError: "invalid" });
    expect(tokens.identify(jwt.sign({ role: "admin", sub: "x" }, "", { algorithm: "none" }))).toEqual({
      authError: "invalid",
    });
    expect(tokens.identify("not-a-jwt")).toEqual({ authError: "invalid" });
  });
});

describe("the actor gate", () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return { type: (e as Error).constructor, message: (e as Error).message };
    }
    throw new Error("was let through");
  };

  test("a valid token passes; none, an expired and an invalid one are 401 in their own words", () => {
    expect(requireActor({ actor: customer })).toBe(customer);
    expect(requireActor(customer)).toBe(customer);
    expect(refusal(() => requireActor({}))).toEqual({
      type: UnauthenticatedError,
      message: "Authentication required. Please log in.",
    });
    expect(refusal(() => requireActor(undefined))).toEqual({
      type: UnauthenticatedError,
      message: "Authentication required. Please log in.",
    });
    expect(refusal(() => requireActor({ authError: "expired" }))).toEqual({
      type: UnauthenticatedError,
      message: TOKEN_EXPIRED,
    });
    expect(refusal(() => requireActor({ authError: "invalid" }))).toEqual({
      type: UnauthenticatedError,
      message: INVALID_TOKEN,
    });
  });

  test("the admin policy: staff pass, customers get 403 'Admins only.', guests 401", () => {
    expect(requireAdmin(staff)).toBe(staff);
    expect(refusal(() => requireAdmin(customer))).toEqual({ type: ForbiddenError, message: ADMINS_ONLY });
    expect(refusal(() => requireAdmin({ authError: "expired" }))).toEqual({
      type: UnauthenticatedError,
      message: TOKEN_EXPIRED,
    });
  });

  test("guest operations welcome no token, but an expired one is still 401 (so the client refreshes)", () => {
    expect(optionalActor({})).toBeUndefined();
    expect(optionalActor({ authError: "invalid" })).toBeUndefined();
    expect(optionalActor({ actor: customer })).toBe(customer);
    expect(refusal(() => optionalActor({ authError: "expired" }))).toEqual({
      type: UnauthenticatedError,
      message: TOKEN_EXPIRED,
    });
  });
});
