import DataLoader from "dataloader";
import type { Bus, PopularRoute } from "../domain/bus/bus.entity";
import type { Identity } from "../domain/shared/actor";
import { noteAuthError } from "../domain/shared/request-context";
import type { Services } from "../services";
import type { AppPubSub } from "./pubsub";

export interface Context extends Identity {
  services: Services;
  pubSub: AppPubSub;
  loaders: ReturnType<typeof createLoaders>;
  /** The client's address (Express's req.ip, which follows TRUST_PROXY); used by the rate limits. */
  ip?: string;
  /**
   * Set by a subscription's `subscribe`: who may share its results (graphql/subscriptions.ts groups
   * subscribers of one audience and executes each event once for them).
   */
  audience?: string;
}

/** Per-request loaders: no N+1 for booking -> bus and bus -> popular routes. */
export function createLoaders(services: Services) {
  return {
    bus: new DataLoader<string, Bus | null>(async (ids) => {
      const rows = await services.buses.findMany(ids);
      return ids.map((id) => rows.find((b) => b.id === id) ?? null);
    }),
    /** Booking -> its quote's state (staff see Drafts too), for lists: one query per request. */
    quoteState: new DataLoader<string, string | null>((ids) => services.quotes.statesFor(ids, true)),
    customerQuoteState: new DataLoader<string, string | null>((ids) => services.quotes.statesFor(ids, false)),
    routes: new DataLoader<string, PopularRoute[]>(async (ids) => {
      const rows = await services.buses.routesFor(ids);
      return ids.map((id) => rows.filter((r) => r.busId === id));
    }),
  };
}

/** A request's context; `authorization` is its Authorization header (or graphql-ws connection parameter). */
export async function buildContext(
  services: Services,
  pubSub: AppPubSub,
  authorization: unknown,
  ip?: string,
): Promise<Context> {
  const identity = await services.access.identify(authorization);
  // A refusal by a service's gate, which sees only the actor, still says why the token was not accepted.
  noteAuthError(identity.authError);
  return { ...identity, services, pubSub, loaders: createLoaders(services), ip };
}
