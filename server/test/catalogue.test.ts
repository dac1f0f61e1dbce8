/** Health, the seeded catalogue (fleet, destinations, settings) and the seed itself. */
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe("server foundation", () => {
  test("healthz answers once the database answers", async () => {
    const r = await s.rest("GET", "/healthz");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ok", node: process.version });
    // The project's own Node LTS (package.json engines, the root `node` devDependency), not the machine's.
    const major = /(\d+)/.exec(require("../../package.json").engines.node)![1];
    expect(r.body.node).toMatch(new RegExp(`^v${major}\\.`));
  });

  test("the seeded fleet is listed with routes", async () => {
    const r = await s.gql(
      `{ buses { id name capacity status features images popularRoutes { from to duration distance } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.buses.length).toBeGreaterThanOrEqual(6);
    const capacities = new Set(r.data.buses.map((b: any) => b.capacity));
    expect(capacities.size).toBeGreaterThanOrEqual(4);
    expect(new Set(r.data.buses.map((b: any) => b.status))).toEqual(new Set(["Available", "InUse", "Maintenance"]));
    for (const bus of r.data.buses) {
      expect(bus.images.length).toBeGreaterThanOrEqual(3);
      expect(bus.features.length).toBeGreaterThan(0);
      expect(bus.popularRoutes.length).toBeGreaterThan(0);
    }
  });

  test("16 destinations with exactly three images and the site settings are seeded", async () => {
    const r = await s.gql(
      `{ destinations { name images } settings { bookingPhones whatsappContacts { number } email supportHours businessHours } }`,
    );
    expect(r.data.destinations).toHaveLength(16);
    for (const d of r.data.destinations) expect(d.images).toHaveLength(3);
    expect(r.data.settings.bookingPhones).toHaveLength(4);
    expect(r.data.settings.whatsappContacts).toHaveLength(2);
    expect(r.data.settings.supportHours).toBe("9:00 AM - 9:00 PM daily");
    expect(r.data.settings.businessHours).toBe("Monday-Sunday 9AM-10PM");
  });

  test("an unknown bus id gives null, a malformed one too (never a 500)", async () => {
    const r = await s.gql(`query($id: ID!) { bus(id: $id) { id } }`, { id: "not-a-uuid" });
    expect(r.errors).toBeUndefined();
    expect(r.data.bus).toBeNull();
  });

  test("the seed is idempotent", async () => {
    const { seed } = require("../src/db/seed") as typeof import("../src/db/seed");
    await seed(s.db, s.app.services.adminSeed, true);
    const r = await s.gql(`{ buses { id } destinations { id } }`);
    expect(r.data.buses.length).toBe(6);
    expect(r.data.destinations.length).toBe(16);
  });
});
