import { setMaxListeners } from "node:events";
import Redis from "ioredis";
import type {
  BookingChangedPayload,
  ContentChangedPayload,
  EventBus,
  PhoneMessageChangedPayload,
  SessionsEndedPayload,
} from "../domain/shared/events";

type Topics = {
  BOOKING_CHANGED: [BookingChangedPayload];
  CONTENT_CHANGED: [ContentChangedPayload];
  SESSIONS_ENDED: [SessionsEndedPayload];
  PHONE_MESSAGE_CHANGED: [PhoneMessageChangedPayload];
};
export type AppPubSub = ReturnType<typeof createPubSub>;
type Listener = Parameters<EventTarget["addEventListener"]>[1];

/** Where the fan-out reports what went wrong (the server's logger; console by default). */
export type PubSubLog = (msg: string, details?: Record<string, unknown>) => void;

/**
 * A Redis event target that never lets Redis take the process down. While Redis is reachable every
 * event goes through it (all instances see it); while it is not, an event is delivered in-process
 * (this instance's subscribers still see it) with a log line, and no promise is left to reject.
 * ioredis reconnects by itself and re-subscribes its channels, so subscriptions resume when Redis returns.
 */
class ResilientRedisEventTarget extends EventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly local = manyListeners(new EventTarget());
  /**
   * True once Redis has acknowledged this instance's channels on the current connection. Between a
   * reconnect and that acknowledgement an event published through Redis would not come back to this
   * instance, so it is delivered here directly as well.
   */
  private listening = false;

  constructor(
    private readonly publishClient: Redis,
    private readonly subscribeClient: Redis,
    private readonly log: PubSubLog,
    /** What this deployment's channels start with (config.redisPrefix): an event's type is the rest. */
    private readonly prefix: string,
  ) {
    super();
    subscribeClient.on("message", (channel: string, message: string) => {
      if (!channel.startsWith(prefix)) return;
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        return this.log("ignored a malformed event", { channel });
      }
      this.local.dispatchEvent(new CustomEvent(channel.slice(prefix.length), { detail }));
    });
    subscribeClient.on("close", () => (this.listening = false));
    subscribeClient.on("ready", () => void this.confirmChannels());
  }

  /** (Re)subscribes every channel in use and notes when Redis has acknowledged them. */
  private async confirmChannels(): Promise<void> {
    const channels = [...this.listeners.keys()].map((type) => this.prefix + type);
    try {
      if (channels.length) await this.subscribeClient.subscribe(...channels);
      this.listening = this.subscribeClient.status === "ready";
    } catch (e) {
      this.log("subscribe failed; retried on reconnect", { error: (e as Error).message });
    }
  }

  override addEventListener(type: string, callback: Listener): void {
    if (!callback) return;
    let set = this.listeners.get(type);
    if (!set) {
      this.listeners.set(type, (set = new Set()));
      void this.confirmChannels();
    }
    set.add(callback);
    this.local.addEventListener(type, callback);
  }

  override removeEventListener(type: string, callback: Listener): void {
    if (!callback) return;
    this.local.removeEventListener(type, callback);
    const set = this.listeners.get(type);
    if (!set) return;
    set.delete(callback);
    if (set.size === 0) {
      this.listeners.delete(type);
      this.subscribeClient.unsubscribe(this.prefix + type).catch(() => undefined);
    }
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    const deliverHere = (reason: string) => {
      this.log("Redis unavailable: event delivered in-process only", { channel: event.type, reason });
      this.local.dispatchEvent(new CustomEvent(event.type, { detail }));
    };
    if (this.publishClient.status !== "ready") {
      deliverHere(this.publishClient.status);
      return true;
    }
    // Not yet listening again after a reconnect: other instances hear it through Redis, this one directly.
    const alsoHere = !this.listening;
    this.publishClient
      .publish(this.prefix + event.type, JSON.stringify(detail))
      .then(() => alsoHere && this.local.dispatchEvent(new CustomEvent(event.type, { detail })))
      .catch((e: Error) => deliverHere(e.message));
    return true;
  }
}

/**
 * Publish/subscribe over an event target (in-process, or Redis's). Each subscription is one listener
 * feeding a small queue read as an async iterator: per event and subscriber that is one promise
 * resolution, which counts when a thousand admins watch. `return()` removes the listener.
 */
export function createPubSub(target: EventTarget) {
  return {
    publish<K extends keyof Topics>(topic: K, ...[payload]: Topics[K]): void {
      target.dispatchEvent(new CustomEvent(topic, { detail: payload }));
    },
    subscribe<K extends keyof Topics>(topic: K): AsyncIterableIterator<Topics[K][0]> {
      type Value = Topics[K][0];
      const queue: Value[] = [];
      let waiting: ((result: IteratorResult<Value, undefined>) => void) | undefined;
      let done = false;
      const listener = (event: Event) => {
        const value = (event as CustomEvent<Value>).detail;
        if (waiting) {
          const deliver = waiting;
          waiting = undefined;
          deliver({ value, done: false });
        } else queue.push(value);
      };
      target.addEventListener(topic, listener);
      const finish = async (): Promise<IteratorResult<Value, undefined>> => {
        if (!done) {
          done = true;
          target.removeEventListener(topic, listener);
          queue.length = 0;
          waiting?.({ value: undefined, done: true });
          waiting = undefined;
        }
        return { value: undefined, done: true };
      };
      return {
        next: () =>
          queue.length
            ? Promise.resolve({ value: queue.shift()!, done: false })
            : done
              ? Promise.resolve({ value: undefined, done: true })
              : new Promise((resolve) => (waiting = resolve)),
        return: finish,
        throw: async (error: unknown) => {
          await finish();
          throw error;
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
  };
}

/** Every live subscriber is a listener: a thousand watching admins are expected, not a leak to warn about. */
function manyListeners<T extends EventTarget>(target: T): T {
  setMaxListeners(0, target);
  return target;
}

/** In-process pub/sub, or fan-out across instances through Redis when REDIS_URL is set. */
export function createAppPubSub(
  redisUrl?: string,
  log: PubSubLog = (msg, details) => console.error("[redis]", msg, details ?? ""),
  prefix = "kashi:kashi:",
): { pubSub: AppPubSub; events: EventBus; close(): Promise<void> } {
  if (!redisUrl) {
    const pubSub = createPubSub(manyListeners(new EventTarget()));
    return {
      pubSub,
      events: { publish: (t: keyof Topics, p: never) => pubSub.publish(t, p) } as EventBus,
      close: async () => {},
    };
  }
  // The publisher fails fast while disconnected (no offline queue): the event then goes in-process.
  const publishClient = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // The subscriber waits for Redis: ioredis re-subscribes every channel when it reconnects.
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: true });
  let lastError = "";
  for (const c of [publishClient, subscribeClient])
    c.on("error", (e: Error) => {
      if (e.message !== lastError) log("connection error", { error: (lastError = e.message) });
    });
  subscribeClient.on("ready", () => (lastError = ""));
  const pubSub = createPubSub(new ResilientRedisEventTarget(publishClient, subscribeClient, log, prefix));
  return {
    pubSub,
    events: {
      publish: (t: keyof Topics, p: never) => {
        try {
          pubSub.publish(t, p);
        } catch (e) {
          log("event dropped", { topic: t, error: (e as Error).message });
        }
      },
    } as EventBus,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
