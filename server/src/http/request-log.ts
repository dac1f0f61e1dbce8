import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
// pino-http wrote these lines before; its typing of req.id (IncomingMessage) stays the one the app reads.
import type {} from "pino-http";
import { log } from "../domain/shared/log";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Query parameters that may carry a secret or an address (reset links, download tokens, WhatsApp's verify token). */
const SECRET_PARAMS =
  /([?&](?:token|access_token|refreshToken|email|password|hub\.verify_token|hub%2Everify_token)=)[^&]*/gi;

/** The caller's X-Request-Id when it is a sane one, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** The URL as logged: its query's secrets blanked (a URL without "=", most of them, has none: as it is). */
const logUrl = (url: string) => (url.includes("=") ? url.replace(SECRET_PARAMS, "$1[redacted]") : url);

/**
 * The fast path's lines name no header and carry the URL with its secrets blanked: nothing for pino's
 * redaction to find, so they skip it (half the cost of a line). Whether a line is written at all
 * follows `log`'s level.
 */
const answeredLog = log.child({}, { level: "trace", redact: { paths: [] } });

/**
 * The line written for a request answered without error (below 500): by the read cache's fast path
 * (http/read-cache.ts) and by `requestLog` for the requests Express answers, the same fields in the same
 * order as pino-http wrote them (service, req, ip, res, responseTime, msg). `url` is the request's URL as it
 * came (Express's originalUrl).
 */
export function logAnswered(
  req: IncomingMessage,
  id: string,
  ip: string | undefined,
  status: number,
  started: number,
  url = req.url ?? "",
  message = "request completed",
) {
  if (!log.isLevelEnabled(status >= 400 ? "warn" : "info")) return; // the level is the app's (LOG_LEVEL)
  const line = {
    req: { id, method: req.method, url: logUrl(url), userAgent: req.headers["user-agent"] },
    ip,
    res: { statusCode: status },
    responseTime: Date.now() - started,
  };
  if (status >= 400) answeredLog.warn(line, message);
  else answeredLog.info(line, message);
}

/**
 * One log line per request with a request id: the caller's X-Request-Id when it is a sane one, else a
 * new UUID; answered as the X-Request-Id header. Headers are not logged (only the user agent), query
 * secrets are blanked: no token, password or e-mail reaches the log. The line is the one pino-http wrote
 * before: "request completed" (or "request aborted") at info (warn from 400), or "request errored" at error,
 * with the error, for a 500 and above or a response that failed; once the answer is finished or the
 * connection closed. Written here rather than by pino-http, which also built two child loggers per request
 * (each serialising the request again): work paid by every booking. /healthz is not logged (a load
 * balancer's checks would drown the rest).
 */
export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = Date.now();
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (req.url === "/healthz") return next();
    // As the request came, before any router trims it; the address as Express reads it (TRUST_PROXY).
    const url = req.originalUrl;
    const ip = req.ip;
    const done = (err?: unknown) => {
      res.removeListener("close", done);
      res.removeListener("finish", done);
      res.removeListener("error", done);
      const status = res.statusCode;
      if (!err && status < 500)
        // pino-http's words for a request whose client left before the answer was written.
        return logAnswered(
          req,
          id,
          ip,
          status,
          started,
          url,
          !req.readableAborted && res.writableEnded ? "request completed" : "request aborted",
        );
      if (!log.isLevelEnabled("error")) return;
      log.error(
        {
          req: { id, method: req.method, url: logUrl(url), userAgent: req.headers["user-agent"] },
          ip,
          res: { statusCode: status },
          err: err ?? new Error(`failed with status code ${status}`),
          responseTime: Date.now() - started,
        },
        "request errored",
      );
    };
    res.on("close", done);
    res.on("finish", done);
    res.on("error", done);
    next();
  };
}
