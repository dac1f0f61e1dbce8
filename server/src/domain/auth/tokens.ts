import crypto from "node:crypto";
import jwt from "jsonwebtoken";
import type { Config } from "../../config";
import type { Actor, Identity } from "../shared/actor";
import { Role } from "../shared/enums";
import { isStaffRole } from "../shared/permissions";

/** The `typ` claim of an access token (RFC 9068's "at+jwt" idea, as a claim). */
export const ACCESS_TOKEN_TYPE = "access";

/** Short-lived HS256 access tokens with issuer and audience checked. */
export class AccessTokens {
  /** The secret as a key object, made once: given a string, jsonwebtoken parses it as a PEM key (and fails) on every call. */
  private readonly key: crypto.KeyObject;

  constructor(private readonly config: Config) {
    this.key = crypto.createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** `version`: the account's current `tokenVersion` (staff access tokens carry it). */
  sign(actor: Actor, version = 0, sessionId?: string): string {
    return jwt.sign(
      {
        typ: ACCESS_TOKEN_TYPE,
        role: actor.role,
        name: actor.name,
        ...(sessionId && { sid: sessionId }),
        ...(actor.staffRole && { staff: actor.staffRole, ver: version }),
      },
      this.key,
      {
        algorithm: "HS256",
        subject: actor.id,
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
        expiresIn: this.config.accessTokenTtl,
      },
    );
  }

  verify(token: string): Identity {
    try {
      const p = jwt.verify(token, this.key, {
        algorithms: ["HS256"],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
      }) as jwt.JwtPayload;
      // Only an access token opens the APIs: any other token (a refresh or reset token, another signer's) is refused.
      if (p.typ !== ACCESS_TOKEN_TYPE || typeof p.sub !== "string" || (p.role !== Role.user && p.role !== Role.admin))
        return { authError: "invalid" };
      const actor = { id: p.sub, role: p.role as Role, name: String(p.name ?? "") };
      const session = typeof p.sid === "string" ? { sessionId: p.sid } : {};
      if (p.role !== Role.admin) return { actor, ...session };
      const staffRole = isStaffRole(p.staff) ? p.staff : null;
      return { actor: { ...actor, staffRole }, version: typeof p.ver === "number" ? p.ver : 0, ...session };
    } catch (e) {
      return { authError: e instanceof jwt.TokenExpiredError ? "expired" : "invalid" };
    }
  }

  /**
   * Who an Authorization header value ("Bearer <token>", or a bare token) names: the one place a
   * request's token becomes an actor, for GraphQL (HTTP and WebSocket), REST and downloads alike.
   */
  identify(header: unknown): Identity {
    const token = bearerToken(header);
    return token ? this.verify(token) : {};
  }
}

/** The token of an Authorization header value, or undefined when none is presented. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== "string") return undefined;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return !token || token === "null" || token === "undefined" ? undefined : token;
}

export const randomToken = () => crypto.randomBytes(32).toString("base64url");
export const sha256 = (value: string | Buffer) => crypto.createHash("sha256").update(value).digest("hex");
