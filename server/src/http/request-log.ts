import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { log } from "../domain/shared/log";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Query parameters that may carry a secret or an address (reset links, download tokens). */
const SECRET_PARAMS = /([?&](?:token|access_token|refreshToken|email|password)=)[^&]*/gi;

/** The caller's X-Request-Id when it is a sane one, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

const logUrl = (url: string) => url.replace(SECRET_PARAMS, "$1[redacted]");

/**
 * The fast path's lines name no header and carry the URL with its secrets blanked: nothing for pino's
 * redaction to find, so they skip it (half the cost of a line). Whether a line is written at all
 * follows `log`'s level.
 */
const answeredLog = log.child({}, { level: "trace", redact: { paths: [] } });

/**
 * The line pino-http writes for a request answered without error, for the answers written before
 * the middleware stack (the read cache's fast path, http/read-cache.ts): the same fields in the same order.
 */
export function logAnswered(req: IncomingMessage, id: string, ip: string | undefined, status: number, started: number) {
  if (!log.isLevelEnabled(status >= 400 ? "warn" : "info")) return; // the level is the app's (LOG_LEVEL)
  const line = {
    req: { id, method: req.method, url: logUrl(req.url ?? ""), userAgent: req.headers["user-agent"] },
    ip,
    res: { statusCode: status },
    responseTime: Date.now() - started,
  };
  if (status >= 400) answeredLog.warn(line, "request completed");
  else answeredLog.info(line, "request completed");
}

/**
 * One log line per request (pino-http) with a request id: the caller's X-Request-Id when it is a
 * sane one, else a new UUID; answered as the X-Request-Id header. Headers are not logged (only the
 * user agent), query secrets are blanked: no token, password or e-mail reaches the log.
 */
export function requestLog() {
  return pinoHttp({
    logger: log,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers?: Record<string, unknown>;
      }) => ({
        id: req.id,
        method: req.method,
        url: logUrl(req.url),
        userAgent: req.headers?.["user-agent"],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (req) => ({ ip: (req as { ip?: string }).ip }),
    // Health checks from a load balancer would drown the rest.
    autoLogging: { ignore: (req) => req.url === "/healthz" },
  });
}
