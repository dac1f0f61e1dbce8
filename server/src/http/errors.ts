import type { ErrorRequestHandler } from "express";
import {
  BODY_TOO_LARGE,
  DomainError,
  HTTP_STATUS,
  INTERNAL_ERROR,
  MALFORMED_JSON,
  RateLimitedError,
  ServiceUnavailableError,
  isDatabaseUnavailable,
} from "../domain/shared/errors";
import { log } from "../domain/shared/log";

/**
 * The one HTTP error handler, for /api, the downloads, /uploads and everything else: JSON `{ message }`
 * with the status of the domain error's code (the same code GraphQL's formatter reads); never a stack trace.
 */
export const httpErrors: ErrorRequestHandler = (err, req, res, _next) => {
  if (isDatabaseUnavailable(err)) {
    log.warn({ reqId: req.id, err: (err as Error).message }, "database unavailable: 503");
    err = new ServiceUnavailableError();
  }
  if (res.headersSent) return void res.destroy();
  if (err instanceof RateLimitedError || err instanceof ServiceUnavailableError)
    res.set("Retry-After", String(err.retryAfter));
  if (err instanceof DomainError) return void res.status(HTTP_STATUS[err.code]).json({ message: err.message });
  const { status, type, message } = err as { status?: number; type?: string; message?: string };
  if (type === "entity.parse.failed") return void res.status(400).json({ message: MALFORMED_JSON });
  if (status === 413) return void res.status(413).json({ message: BODY_TOO_LARGE });
  if (status && status >= 400 && status < 500)
    return void res.status(status).json({ message: message || "Bad request." });
  log.error({ reqId: req.id, err }, "unexpected error: 500");
  res.status(500).json({ message: INTERNAL_ERROR });
};
