import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from "graphql";
import type { Socket } from "node:net";
import type { WebSocket } from "ws";
import type { Context } from "./context";

/** Where a subscription's results go: its socket and the operation id the client chose. */
interface Delivery {
  socket: WebSocket;
  id: string;
}

/** The subscribers who share one execution: one audience, one document, one set of variables. */
interface Group {
  /** Each member and what ends its iterator (graphql-ws then completes or fails that subscription). */
  members: Map<Delivery, (error?: unknown) => void>;
  /** Stops the shared source; called when the last member leaves. */
  close(): void;
}

const deliveries = new WeakMap<object, Delivery>();

/** Marks a graphql-ws context with its socket and operation id, so its events can be sent directly. */
export function deliverTo<C extends object>(context: C, socket: WebSocket, id: string): C {
  deliveries.set(context, { socket, id });
  return context;
}

/**
 * Who a subscription result is for: what the field's `subscribe` declared (`context.audience`: staff who
 * see money, staff who do not, one user's own), else every admin sees the same, a customer their own.
 */
const audienceOf = (context: unknown): string => {
  const { actor, audience } = (context as Context | undefined) ?? {};
  if (audience) return audience;
  return !actor ? "guest" : actor.role === "admin" ? "admin" : `user:${actor.id}`;
};

/**
 * graphql-ws's `subscribe`, built for a thousand watching admins. Each subscriber is still
 * checked on its own (the field's `subscribe` runs per subscriber: who may watch, and the customer's own
 * filter), but subscribers of one audience with the same document share one source stream: an event is
 * executed once (resolvers, field checks, the booking's load), serialised once, and the same text is
 * written to every member's socket with only the operation id spliced in. Per subscriber and event that
 * is one string and one socket write: no promise, no iterator step, no per-subscriber JSON.
 *
 * `format` turns a result into the payload clients receive (the server's error formatter). A context not
 * marked by `deliverTo` (not over graphql-ws) gets graphql-js's own per-subscriber stream.
 */
export function sharedSubscribe(format: (result: ExecutionResult) => FormattedExecutionResult) {
  const printed = new WeakMap<DocumentNode, string>();
  const groups = new Map<string, Group>();
  const keyOf = (args: ExecutionArgs) => {
    let query = printed.get(args.document);
    if (query === undefined) printed.set(args.document, (query = print(args.document)));
    return [
      audienceOf(args.contextValue),
      args.operationName ?? "",
      JSON.stringify(args.variableValues ?? {}),
      query,
    ].join("\n");
  };

  /**
   * Reads the group's one source stream until it ends, sending each event's one result to every member.
   * Events already waiting when a fan-out starts (a burst of bookings) go out together: each member's
   * socket gets their frames in one write.
   */
  async function run(group: Group, source: AsyncIterator<unknown>, args: ExecutionArgs): Promise<void> {
    let failure: unknown;
    const waiting = Symbol("waiting");
    let next: Promise<IteratorResult<unknown>> | undefined;
    try {
      for (;;) {
        const first = await (next ?? source.next());
        next = undefined;
        if (first.done || group.members.size === 0) break;
        const events = [first.value];
        let ended = false;
        for (;;) {
          next = source.next();
          const more = await Promise.race([next, Promise.resolve(waiting)]);
          if (more === waiting) break;
          next = undefined;
          if ((more as IteratorResult<unknown>).done) {
            ended = true;
            break;
          }
          events.push((more as IteratorResult<unknown>).value);
        }
        const payloads = await Promise.all(
          events.map(async (e) => JSON.stringify(format(await execute({ ...args, rootValue: e })))),
        );
        for (const m of group.members.keys()) {
          if (m.socket.readyState !== m.socket.OPEN) continue;
          const id = JSON.stringify(m.id);
          const transport = payloads.length > 1 ? (m.socket as unknown as { _socket?: Socket })._socket : undefined;
          transport?.cork();
          for (const payload of payloads) m.socket.send(`{"id":${id},"type":"next","payload":${payload}}`);
          transport?.uncork();
        }
        if (ended) break;
      }
    } catch (error) {
      failure = error;
    } finally {
      group.close();
      for (const end of [...group.members.values()]) end(failure);
    }
  }

  return async (args: ExecutionArgs) => {
    const stream = (await createSourceEventStream(args)) as AsyncGenerator<unknown> | ExecutionResult;
    if (!(Symbol.asyncIterator in stream)) return stream; // refused before it started: the errors
    const member = args.contextValue ? deliveries.get(args.contextValue as object) : undefined;
    if (!member) return mapAsyncIterator(stream, (event) => execute({ ...args, rootValue: event }));
    const key = keyOf(args);
    const joined = groups.get(key);
    if (joined) {
      void stream.return?.(undefined); // the group's stream already carries these events
      return memberStream(joined, member);
    }
    let closed = false;
    const group: Group = {
      members: new Map(),
      close: () => {
        if (closed) return;
        closed = true;
        if (groups.get(key) === group) groups.delete(key);
        void stream.return?.(undefined);
      },
    };
    groups.set(key, group);
    const own = memberStream(group, member);
    void run(group, stream[Symbol.asyncIterator](), args);
    return own;
  };
}

/** A member's side of its group: yields nothing itself, and ends when graphql-ws returns it or the group ends. */
function memberStream(group: Group, member: Delivery): AsyncGenerator<never, void, void> {
  let settle: ((error?: unknown) => void) | undefined;
  const ended = new Promise<IteratorResult<never, void>>((resolve, reject) => {
    settle = (error) => {
      if (!group.members.delete(member)) return;
      if (group.members.size === 0) group.close();
      if (error) reject(error);
      else resolve({ value: undefined, done: true });
    };
  });
  ended.catch(() => undefined); // graphql-ws awaits it; a failure it has already left must not go unhandled
  group.members.set(member, settle!);
  const leave = async (): Promise<IteratorResult<never, void>> => {
    settle!();
    return { value: undefined, done: true };
  };
  return {
    next: () => ended,
    return: leave,
    throw: async (error: unknown) => {
      await leave();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
    [Symbol.asyncDispose]: async () => void (await leave()),
  } as AsyncGenerator<never, void, void>;
}

/**
 * Maps an async iterator as graphql-js does: `return()` reaches the source at once (a subscriber who
 * leaves is unsubscribed now, not after the next event).
 */
function mapAsyncIterator<T, U>(
  iterable: AsyncIterable<T>,
  map: (value: T) => U | Promise<U>,
): AsyncGenerator<U, void, void> {
  const iterator = iterable[Symbol.asyncIterator]();
  const mapped = async (result: IteratorResult<T>): Promise<IteratorResult<U, void>> => {
    if (result.done) return { value: undefined, done: true };
    try {
      return { value: await map(result.value), done: false };
    } catch (error) {
      await iterator.return?.();
      throw error;
    }
  };
  return {
    next: async () => mapped(await iterator.next()),
    return: async () => (iterator.return ? mapped(await iterator.return()) : { value: undefined, done: true }),
    throw: async (error: unknown) => {
      if (iterator.throw) return mapped(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
    [Symbol.asyncDispose]: async () => void (await iterator.return?.()),
  } as AsyncGenerator<U, void, void>;
}
