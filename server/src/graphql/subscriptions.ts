import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from "graphql";
import type { Context } from "./context";

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Who a subscription result is for: every admin sees the same, a customer their own. */
const audienceOf = (context: unknown): string => {
  const actor = (context as Context | undefined)?.actor;
  return !actor ? "guest" : actor.role === "admin" ? "admin" : `user:${actor.id}`;
};

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that an event is executed once per audience and
 * document, not once per subscriber. One booking event reaches every subscriber as the same payload
 * object (in-process, and after the one parse of a Redis message), so a thousand admins watching with
 * the same document share one execution (resolvers, field checks, the booking's load); each then only
 * sends the result. Results are kept only as long as the event object lives.
 */
export function sharedSubscribe() {
  const printed = new WeakMap<DocumentNode, string>();
  const results = new WeakMap<object, Map<string, Result>>();
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
  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream; // refused before it started: the errors
    const key = keyOf(args);
    return mapAsyncIterator(stream, (event: unknown) => {
      if (event === null || typeof event !== "object") return execute({ ...args, rootValue: event });
      let byKey = results.get(event);
      if (!byKey) results.set(event, (byKey = new Map()));
      let result = byKey.get(key);
      if (!result) byKey.set(key, (result = execute({ ...args, rootValue: event })));
      return result;
    });
  };
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
