import DataLoader from "dataloader";
import type { Bus, PopularRoute } from "../domain/bus/bus.entity";
import type { TokenCheck } from "../domain/auth/tokens";
import type { Actor } from "../domain/shared/actor";
import type { Services } from "../services";
import type { AppPubSub } from "./pubsub";

export interface Context {
  actor?: Actor;
  /** Why a presented token was not accepted, so "Token has expired" can be answered. */
  authError?: "expired" | "invalid";
  services: Services;
  pubSub: AppPubSub;
  loaders: ReturnType<typeof createLoaders>;
}

/** Per-request loaders: no N+1 for booking -> bus and bus -> popular routes. */
export function createLoaders(services: Services) {
  return {
    bus: new DataLoader<string, Bus | null>(async (ids) => {
      const rows = await services.buses.findMany(ids);
      return ids.map((id) => rows.find((b) => b.id === id) ?? null);
    }),
    routes: new DataLoader<string, PopularRoute[]>(async (ids) => {
      const rows = await services.buses.routesFor(ids);
      return ids.map((id) => rows.filter((r) => r.busId === id));
    }),
  };
}

export function buildContext(services: Services, pubSub: AppPubSub, check: TokenCheck | undefined): Context {
  return {
    services,
    pubSub,
    loaders: createLoaders(services),
    actor: check && "actor" in check ? check.actor : undefined,
    authError: check && "error" in check ? check.error : undefined,
  };
}
