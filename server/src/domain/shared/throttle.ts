import type { RateLimitName } from "../../config";

/**
 * What the APIs throttle, shared by GraphQL and REST (the limiter itself is built by the HTTP layer,
 * http/rate-limit.ts, and handed to both adapters by app.ts). Services never throttle.
 */
export type ThrottleCategory = RateLimitName;

export interface ThrottleRequest {
  /** The client's address (Express's req.ip, which follows TRUST_PROXY). */
  ip: string;
  /** The account the request is about: the login name typed, the e-mail, or the caller's id. */
  account?: string;
}

export interface Throttle {
  /** Counts one attempt; throws RateLimitedError (429 / RATE_LIMITED) when over a limit. */
  consume(category: ThrottleCategory, who: ThrottleRequest): Promise<void>;
}
