import crypto from "node:crypto";
import jwt from "jsonwebtoken";
import type { Config } from "../../config";
import type { Actor } from "../shared/actor";
import { Role } from "../shared/enums";

export type TokenCheck = { actor: Actor } | { error: "expired" | "invalid" };

/** Short-lived HS256 access tokens with issuer and audience checked. */
export class AccessTokens {
  constructor(private readonly config: Config) {}

  sign(actor: Actor): string {
    return jwt.sign({ role: actor.role, name: actor.name }, this.config.jwtSecret, {
      algorithm: "HS256",
      subject: actor.id,
      issuer: this.config.jwtIssuer,
      audience: this.config.jwtAudience,
      expiresIn: this.config.accessTokenTtl,
    });
  }

  verify(token: string): TokenCheck {
    try {
      const p = jwt.verify(token, this.config.jwtSecret, {
        algorithms: ["HS256"],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
      }) as jwt.JwtPayload;
      if (typeof p.sub !== "string" || (p.role !== Role.user && p.role !== Role.admin)) return { error: "invalid" };
      return { actor: { id: p.sub, role: p.role, name: String(p.name ?? "") } };
    } catch (e) {
      return { error: e instanceof jwt.TokenExpiredError ? "expired" : "invalid" };
    }
  }

  /** Reads "Bearer <token>" (or a bare token) from an Authorization header value. */
  fromHeader(header: unknown): TokenCheck | undefined {
    if (typeof header !== "string" || header.trim() === "") return undefined;
    const token = header.replace(/^Bearer\s+/i, "").trim();
    if (!token || token === "null" || token === "undefined") return undefined;
    return this.verify(token);
  }
}

export const randomToken = () => crypto.randomBytes(32).toString("base64url");
export const sha256 = (value: string | Buffer) => crypto.createHash("sha256").update(value).digest("hex");
