/**
 * Live updates at scale (a thousand watching admins): subscribers of one audience and document share one source stream;
 * an event is executed and serialised once and written to every member's socket with its own operation
 * id; other audiences and documents are apart; a subscriber who leaves gets nothing more, and the last
 * one to leave stops the shared stream.
 */
import { setMaxListeners } from "node:events";
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from "graphql";
import type { WebSocket } from "ws";
import { createPubSub } from "../../src/graphql/pubsub";
import { deliverTo, sharedSubscribe } from "../../src/graphql/subscriptions";

const target = new EventTarget();
setMaxListeners(0, target);
const pubSub = createPubSub(target);
let resolved = 0;
let listeners = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: "Subscription",
    fields: {
      changed: {
        type: GraphQLString,
        subscribe: () => pubSub.subscribe("CONTENT_CHANGED"),
        resolve: (event: { name: string }) => {
          resolved++;
          if (event.name === "fail") throw new Error("no such thing");
          return event.name.toUpperCase();
        },
      },
    },
  }),
});
const add = target.addEventListener.bind(target);
const remove = target.removeEventListener.bind(target);
target.addEventListener = (...a: Parameters<EventTarget["addEventListener"]>) => (listeners++, add(...a));
target.removeEventListener = (...a: Parameters<EventTarget["removeEventListener"]>) => (listeners--, remove(...a));

/** A socket that records what it was sent, and how its frames were grouped into writes (cork/uncork). */
function socket() {
  const sent: unknown[] = [];
  const writes: number[] = [];
  let corked = 0;
  let pending = 0;
  const transport = {
    cork: () => void corked++,
    uncork: () => {
      if (--corked === 0 && pending) {
        writes.push(pending);
        pending = 0;
      }
    },
  };
  const send = (text: string) => {
    sent.push(JSON.parse(text));
    if (corked) pending++;
    else writes.push(1);
  };
  return { sent, writes, OPEN: 1, readyState: 1, send, _socket: transport };
}
const shared = sharedSubscribe((r) => ({
  ...r,
  errors: r.errors?.map((e) => ({ message: `formatted: ${e.message}` })),
}));
let ids = 0;
async function subscriber(actor: object, query = "subscription { changed }") {
  const s = socket();
  const id = `op-${++ids}`;
  const context = deliverTo({ actor }, s as unknown as WebSocket, id);
  const stream = (await shared({ schema, document: parse(query), contextValue: context })) as AsyncGenerator<never>;
  const ended = stream.next(); // as graphql-ws: waiting on the stream until it ends
  return { s, id, stream, ended };
}
const publish = async (name: string) => {
  pubSub.publish("CONTENT_CHANGED", { name } as never);
  await new Promise((r) => setTimeout(r, 10));
};
const admin = { id: "a", role: "admin" };

test("a thousand subscribers of one audience and document share one source and one execution of each event", async () => {
  const before = listeners;
  const subs = await Promise.all(Array.from({ length: 1000 }, () => subscriber(admin)));
  expect(listeners - before).toBe(1);
  resolved = 0;
  await publish("booked");
  expect(resolved).toBe(1);
  for (const { s, id } of subs)
    expect(s.sent).toEqual([{ id, type: "next", payload: { data: { changed: "BOOKED" } } }]);
  await Promise.all(subs.map((x) => x.stream.return(undefined)));
  expect(await subs[0].ended).toEqual({ value: undefined, done: true });
  expect(listeners).toBe(before); // the last to leave stopped the shared stream
});

test("another audience or document is executed apart; a subscriber who leaves gets nothing more", async () => {
  const a = await subscriber(admin);
  const a2 = await subscriber({ id: "another admin", role: "admin" });
  const b = await subscriber({ id: "u1", role: "user" });
  const c = await subscriber(admin, "subscription Named { changed }");
  resolved = 0;
  await publish("x");
  expect(resolved).toBe(3); // the two admins with one document shared theirs
  for (const x of [a, a2, b, c]) expect(x.s.sent).toHaveLength(1);
  await a.stream.return(undefined);
  await publish("y");
  expect(a.s.sent).toHaveLength(1);
  expect(a2.s.sent).toHaveLength(2); // the group goes on after its first member left
  for (const x of [a2, b, c]) await x.stream.return(undefined);
});

test("events arrive in order, and errors are sent through the formatter", async () => {
  const a = await subscriber(admin);
  pubSub.publish("CONTENT_CHANGED", { name: "one" } as never);
  pubSub.publish("CONTENT_CHANGED", { name: "fail" } as never);
  pubSub.publish("CONTENT_CHANGED", { name: "three" } as never);
  await new Promise((r) => setTimeout(r, 10));
  expect(a.s.sent.map((m) => (m as { payload: unknown }).payload)).toEqual([
    { data: { changed: "ONE" } },
    { data: { changed: null }, errors: [{ message: "formatted: no such thing" }] },
    { data: { changed: "THREE" } },
  ]);
  await a.stream.return(undefined);
});

test("events already waiting when a fan-out starts reach each socket in one write; a lone event alone", async () => {
  const [a, b] = [await subscriber(admin), await subscriber(admin)];
  await publish("alone");
  for (const name of ["burst1", "burst2", "burst3"]) pubSub.publish("CONTENT_CHANGED", { name } as never);
  await new Promise((r) => setTimeout(r, 10));
  for (const x of [a, b]) {
    expect(x.s.sent.map((m) => (m as { payload: { data: { changed: string } } }).payload.data.changed)).toEqual([
      "ALONE",
      "BURST1",
      "BURST2",
      "BURST3",
    ]);
    // The lone event went alone; the three published at once went in one write.
    expect(x.s.writes).toEqual([1, 3]);
  }
  for (const x of [a, b]) await x.stream.return(undefined);
});

test("a closed socket is skipped", async () => {
  const a = await subscriber(admin);
  const b = await subscriber(admin);
  a.s.readyState = 3;
  await publish("z");
  expect(a.s.sent).toHaveLength(0);
  expect(b.s.sent).toHaveLength(1);
  for (const x of [a, b]) await x.stream.return(undefined);
});
