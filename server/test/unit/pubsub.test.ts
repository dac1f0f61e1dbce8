/** The in-process pub/sub every GraphQL subscription reads from: order, fan-out, and a subscriber who leaves. */
import { createPubSub } from "../../src/graphql/pubsub";

const event = (bookingId: string) => ({ kind: "CREATED" as const, bookingId, ownerId: null });

test("each subscriber receives every event, in order, including those published before it asked", async () => {
  const pubSub = createPubSub(new EventTarget());
  const a = pubSub.subscribe("BOOKING_CHANGED");
  const b = pubSub.subscribe("BOOKING_CHANGED");
  const pending = a.next();
  pubSub.publish("BOOKING_CHANGED", event("1"));
  pubSub.publish("BOOKING_CHANGED", event("2"));
  expect((await pending).value).toEqual(event("1"));
  expect((await a.next()).value).toEqual(event("2"));
  expect((await b.next()).value).toEqual(event("1"));
  expect((await b.next()).value).toEqual(event("2"));
});

test("a subscriber who leaves is done at once (a waiting read ends) and stops listening", async () => {
  const target = new EventTarget();
  const removed = jest.spyOn(target, "removeEventListener");
  const pubSub = createPubSub(target);
  const sub = pubSub.subscribe("CONTENT_CHANGED");
  const waiting = sub.next();
  await sub.return!();
  expect(await waiting).toEqual({ value: undefined, done: true });
  expect(removed.mock.calls.map(([type]) => type)).toEqual(["CONTENT_CHANGED"]);
  pubSub.publish("CONTENT_CHANGED", { area: "bus" });
  expect(await sub.next()).toEqual({ value: undefined, done: true });
});
