import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub } from "@graphql-yoga/subscription";
import Redis from "ioredis";
import type { BookingChangedPayload, EventBus } from "../domain/shared/events";

export type AppPubSub = ReturnType<typeof createPubSub<{ BOOKING_CHANGED: [BookingChangedPayload] }>>;

/** In-process pub/sub, or fan-out across instances through Redis when REDIS_URL is set. */
export function createAppPubSub(redisUrl?: string): { pubSub: AppPubSub; events: EventBus; close(): Promise<void> } {
  if (!redisUrl) {
    const pubSub = createPubSub<{ BOOKING_CHANGED: [BookingChangedPayload] }>();
    return { pubSub, events: { publish: (t, p) => pubSub.publish(t, p) }, close: async () => {} };
  }
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  for (const c of [publishClient, subscribeClient]) c.on("error", (e) => console.error("[redis]", e.message));
  const pubSub = createPubSub<{ BOOKING_CHANGED: [BookingChangedPayload] }>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return {
    pubSub,
    events: { publish: (t, p) => pubSub.publish(t, p) },
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
