/**
 * Property-based fuzzing (fast-check) of every REST route (from the route table) and every GraphQL
 * mutation (from the schema) with generated strings, numbers and shapes, as an admin (so inputs reach
 * the deepest checks). Whatever comes in: never a 5xx, never a stack trace or a server path, and a
 * refused request changes nothing in the database.
 */
import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
} from "graphql";
import { createSchema } from "../src/graphql/schema";
import { routes } from "../src/rest/routes";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let adminToken: string;
beforeAll(async () => {
  s = await startServer();
  adminToken = (await s.login()).token;
});
afterAll(() => s.close());

const TABLES = [
  "buses",
  "popular_routes",
  "users",
  "refresh_tokens",
  "password_resets",
  "bookings",
  "booking_status_changes",
  "booking_idempotency_keys",
  "uploads",
  "destinations",
  "settings",
  "contact_messages",
];
/** A fingerprint of every row of every table: equal before and after = nothing written. */
const snapshot = async () =>
  (
    await s.db.query(
      `SELECT ${TABLES.map((t) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM "${t}" x) AS "${t}"`).join(", ")}`,
    )
  )[0];

const LEAK = /stacktrace|\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|QueryFailedError|TypeORM/i;

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string().map((x) => `${x}\u0000${x}`),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "😀🚌",
    "\ud800",
    "x".repeat(5000),
    "2026-02-30",
    "-1",
    "1e309",
    "NaN",
    "{}",
    "[]",
    "null",
    "00000000-0000-0000-0000-000000000000",
  ),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2));
const shape: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nasty,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(nasty, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A body for a route: its documented fields with generated values (often of the wrong type), or any shape at all. */
const FIELDS = [
  "name",
  "capacity",
  "status",
  "description",
  "features",
  "images",
  "lastMaintenance",
  "popularRoutes",
  "pickupLocation",
  "destination",
  "departureDate",
  "days",
  "busType",
  "email",
  "phone",
  "notes",
  "login",
  "pswd",
  "remember",
  "mobileNo",
  "username",
  "refreshToken",
  "role",
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), shape, { maxKeys: 8 }), shape);

/** A path segment; a lone surrogate becomes raw invalid UTF-8 bytes, one more thing a client may send. */
function pathSegment(id: string): string {
  try {
    return encodeURIComponent(id);
  } catch {
    return "%ED%A0%80";
  }
}

test("REST: every route, generated input: no 5xx, no leak, nothing written when refused", async () => {
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  // Valid requests with one field replaced: the generated value gets past the other checks to the deepest ones.
  const valid: Record<string, Record<string, unknown>> = {
    createBooking: {
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: "2030-01-10",
      days: 1,
      busType: busId,
      name: "Fuzz",
      email: "fuzz@example.com",
      phone: "+91 90000 77777",
    },
    login: { login: "admin@kashicoachtours.in", pswd: "KashiAdmin@2005" },
    register: {
      name: "Fuzz",
      email: "fuzz-reg@example.com",
      mobileNo: "+91 90000 77778",
      username: "fuzzreg",
      pswd: "Quiet-River-Ghat-91",
    },
    createBus: {
      name: "Fuzz Bus",
      capacity: 20,
      status: "Available",
      description: "d",
      features: [],
      images: [],
      popularRoutes: [],
    },
    updateBus: {
      name: "Fuzz Bus",
      capacity: 20,
      status: "Available",
      description: "d",
      features: [],
      images: [],
      popularRoutes: [],
    },
    setBookingStatus: { status: "Confirmed" },
    refreshToken: { refreshToken: "x" },
  };
  const call = fc.constantFrom(...routes).chain((route) => {
    const base = valid[route.operationId];
    const mutated = base
      ? fc
          .record({ key: fc.constantFrom(...Object.keys(base)), value: fc.oneof(nasty, shape) })
          .map(({ key, value }) => ({ ...base, [key]: value }))
      : body;
    return fc.record({
      route: fc.constant(route),
      id: fc.oneof(
        fc.constant(busId),
        nasty.filter((x) => x.length > 0 && !x.includes("/") && !x.includes("?") && !x.includes("#")),
      ),
      body: fc.oneof(mutated, mutated, body),
      authed: fc.boolean(),
    });
  });
  await fc.assert(
    fc.asyncProperty(call, async ({ route, id, body, authed }) => {
      const before = await snapshot();
      const url = route.path.replace("{id}", pathSegment(id));
      const r = await s.rest(
        route.method.toUpperCase(),
        url,
        route.method === "get" || route.method === "delete" ? undefined : JSON.stringify(body),
        authed ? adminToken : undefined,
        route.method === "get" || route.method === "delete" ? {} : { "content-type": "application/json" },
      );
      expect(r.status).toBeLessThan(500);
      expect(JSON.stringify(r.body)).not.toMatch(LEAK);
      if (r.status >= 400) expect(await snapshot()).toEqual(before);
    }),
    { numRuns: 250 },
  );
});

function inputArb(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputArb(type.ofType, depth);
  if (isListType(type)) return fc.array(inputArb(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.value)), nasty);
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = type.getFields();
    return fc.record(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, inputArb(f.type, depth + 1)])), {
      requiredKeys: [],
    });
  }
  if (isScalarType(type)) {
    if (type.name === "Int") return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), number);
    if (type.name === "Float") return number;
    if (type.name === "Boolean") return fc.oneof(fc.boolean(), nasty);
    return fc.oneof(nasty, number);
  }
  return shape;
}

test("GraphQL: every mutation, generated variables: no 5xx, no leak, nothing written when refused", async () => {
  const schema = await createSchema();
  const mutations = Object.values(schema.getMutationType()!.getFields()).filter(
    (f) => !f.args.some((a) => getNamedType(a.type).name === "Upload"),
  );
  expect(mutations.length).toBeGreaterThan(15);
  const call = fc.oneof(
    ...mutations.map((m) =>
      fc.record({
        field: fc.constant(m),
        variables: fc.oneof(
          fc.record(Object.fromEntries(m.args.map((a) => [a.name, inputArb(a.type)])), { requiredKeys: [] }),
          fc.dictionary(fc.constantFrom(...m.args.map((a) => a.name), "x"), shape),
        ),
        authed: fc.boolean(),
      }),
    ),
  );
  await fc.assert(
    fc.asyncProperty(call, async ({ field, variables, authed }) => {
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
      const selection = isObjectType(getNamedType(field.type)) ? "{ __typename }" : "";
      const query = `mutation${vars ? `(${vars})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
      const before = await snapshot();
      const res = await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(authed ? { authorization: `Bearer ${adminToken}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const text = await res.text();
      expect(res.status).toBeLessThan(500);
      expect(text).not.toMatch(LEAK);
      const json = JSON.parse(text);
      for (const e of json.errors ?? []) expect(e.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
      if (json.errors?.length) expect(await snapshot()).toEqual(before);
    }),
    { numRuns: 200 },
  );
});
