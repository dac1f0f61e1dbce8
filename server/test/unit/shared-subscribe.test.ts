/**
 * Live updates at scale (issue 15): an event is executed once per audience and document, not once per
 * subscriber; every subscriber still gets the result, a leaving subscriber is unsubscribed at once.
 */
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from "graphql";
import { createPubSub } from "@graphql-yoga/subscription";
import { sharedSubscribe } from "../../src/graphql/subscriptions";

const pubSub = createPubSub<{ EVENT: [{ name: string }] }>();
let resolved = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: "Subscription",
    fields: {
      changed: {
        type: GraphQLString,
        subscribe: () => pubSub.subscribe("EVENT"),
        resolve: (event: { name: string }) => {
          resolved++;
          return event.name.toUpperCase();
        },
      },
    },
  }),
});

const admin = { actor: { id: "a", role: "admin" } };
const shared = sharedSubscribe();
const subscriber = async (context: object, query = "subscription { changed }") =>
  (await shared({ schema, document: parse(query), contextValue: context })) as AsyncGenerator<{
    data?: { changed: string };
  }>;

test("a thousand subscribers of one audience and document share one execution of each event", async () => {
  // Each subscriber parses its own copy of the document, as graphql-ws does.
  const streams = await Promise.all(Array.from({ length: 1000 }, () => subscriber(admin)));
  resolved = 0;
  const next = streams.map((s) => s.next());
  pubSub.publish("EVENT", { name: "booked" });
  const results = await Promise.all(next);
  expect(results.every((r) => r.value?.data?.changed === "BOOKED")).toBe(true);
  expect(resolved).toBe(1);
  await Promise.all(streams.map((s) => s.return(undefined)));
});

test("another audience or another document is executed apart, and a subscriber who leaves is unsubscribed", async () => {
  const a = await subscriber(admin);
  const a2 = await subscriber({ actor: { id: "another admin", role: "admin" } });
  const b = await subscriber({ actor: { id: "u1", role: "user" } });
  const c = await subscriber(admin, "subscription Named { changed }");
  resolved = 0;
  const pending = [a.next(), a2.next(), b.next(), c.next()];
  pubSub.publish("EVENT", { name: "x" });
  await Promise.all(pending);
  expect(resolved).toBe(3); // the two admins with one document shared theirs
  for (const s of [a, a2, b, c]) expect(await s.return(undefined)).toEqual({ value: undefined, done: true });
  expect((await a.next()).done).toBe(true);
});
