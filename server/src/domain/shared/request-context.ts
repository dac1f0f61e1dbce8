import { AsyncLocalStorage } from "node:async_hooks";

/** Where the current request came from: its client address and request id (the activity log records both). */
export interface RequestOrigin {
  address?: string;
  requestId?: string;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/** Runs `next` (the rest of a request's handling) with its origin known to the services it calls. */
export const withOrigin = (origin: RequestOrigin, next: () => void) => origins.run(origin, next);

/** The current request's origin (empty outside one: jobs, start-up). */
export const currentOrigin = (): RequestOrigin => origins.getStore() ?? {};
