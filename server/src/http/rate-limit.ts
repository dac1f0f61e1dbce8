import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Config, RateLimitName } from "../config";
import { RateLimitedError } from "../domain/shared/errors";
import { log, maskEmail } from "../domain/shared/log";
import type { Throttle, ThrottleCategory, ThrottleRequest } from "../domain/shared/throttle";

/**
 * The limiter both APIs share (rate-limiter-flexible): per IP and per account for every throttled
 * operation. With REDIS_URL the counts live in Redis, so several instances share them; while Redis is
 * unreachable each instance counts in memory (the insurance limiter) rather than failing requests.
 * A login's account counter is keyed by account and IP: guessing one account's password from one
 * address is stopped, while its owner logging in from elsewhere is not locked out.
 */
export function createThrottle(config: Config): Throttle & { close(): void } {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on("error", () => undefined); // pubsub.ts logs connection trouble; the insurance limiter takes over
  const limiter = (name: string, points: number, seconds: number): RateLimiterAbstract => {
    const opts = { keyPrefix: `${config.redisPrefix}rl:${name}`, points, duration: seconds };
    if (!redis) return new RateLimiterMemory(opts);
    return new RateLimiterRedis({
      ...opts,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
  };
  const limiters = new Map<ThrottleCategory, { ip: RateLimiterAbstract; account: RateLimiterAbstract }>();
  for (const [name, { points, seconds }] of Object.entries(config.rateLimits) as Array<
    [RateLimitName, { points: number; seconds: number }]
  >) {
    // Per IP: a little more than one account's allowance (a household or an office shares an address).
    limiters.set(name, {
      ip: limiter(`${name}:ip`, points * 3, seconds),
      account: limiter(`${name}:acct`, points, seconds),
    });
  }

  const consume = async (l: RateLimiterAbstract, key: string) => {
    try {
      await l.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      log.error({ err: (e as Error).message }, "rate limiter failed; request let through");
    }
    return 0;
  };

  return {
    async consume(category: ThrottleCategory, who: ThrottleRequest) {
      const l = limiters.get(category)!;
      const account = who.account?.trim().toLowerCase();
      const waits = await Promise.all([
        consume(l.ip, who.ip),
        account ? consume(l.account, category === "login" ? `${account}|${who.ip}` : account) : Promise.resolve(0),
      ]);
      const retryAfter = Math.max(...waits);
      if (retryAfter > 0) {
        log.warn(
          {
            event: "rate_limited",
            category,
            ip: who.ip,
            account: account ? maskEmail(account) : undefined,
            retryAfter,
          },
          "rate limited",
        );
        throw new RateLimitedError(retryAfter);
      }
    },
    close: () => redis?.disconnect(),
  };
}
