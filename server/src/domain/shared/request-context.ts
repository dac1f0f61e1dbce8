import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Where the current request came from: its client address and request id (the activity log records both), and
 * why its token was not accepted, if it was not (so the actor gate, however deep, says "Token has expired").
 */
export interface RequestOrigin {
  address?: string;
  requestId?: string;
  authError?: "expired" | "invalid";
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/** Runs `next` (the rest of a request's handling) with its origin known to the services it calls. */
export const withOrigin = (origin: RequestOrigin, next: () => void) => origins.run(origin, next);

/** Notes why the current request's token was not accepted (outside a request it is the caller's to say). */
export function noteAuthError(authError: RequestOrigin["authError"]): void {
  const origin = origins.getStore();
  if (origin) origin.authError = authError;
}

/** The current request's origin (empty outside one: jobs, start-up). */
export const currentOrigin = (): RequestOrigin => origins.getStore() ?? {};
