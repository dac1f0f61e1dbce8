/** Live booking changes over graphql-ws: staff get them, others get an error. */
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { nextEvents, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const firstBusId = () => firstBusIdOf(s);

describe("subscriptions", () => {
  const SUB = `subscription { bookingChanged { kind bookingId booking { id name status bus { name } } } }`;

  test("an admin receives bookingChanged when a booking is created", async () => {
    const admin = await s.login();
    const client = s.ws(admin.token);
    const { ready, events } = nextEvents(client, SUB, 1);
    await ready;
    const created = await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId(), name: "Live Event" }) });
    const [event] = await events;
    expect(event.bookingChanged).toMatchObject({
      kind: "CREATED",
      bookingId: created.data.createBooking.booking.id,
      booking: { name: "Live Event", status: "Pending" },
    });
  });

  test("a user or a guest gets an error, not events", async () => {
    const user = (await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId() }) })).data.createBooking.auth;
    await expect(nextEvents(s.ws(user.token), SUB, 1, 5000).events).rejects.toThrow("Admins only.");
    await expect(nextEvents(s.ws(), SUB, 1, 5000).events).rejects.toThrow(/Authentication required/);
  });
});
