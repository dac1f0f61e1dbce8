/**
 * Who may do what: every GraphQL query, mutation and subscription (read from the schema) and every
 * REST route (read from the OpenAPI document) is called as a guest, a user, another user and an admin.
 * The expected outcome of each cell is declared once, below; an operation without a row fails the test.
 * Outcomes: "ok" (authorized: answered, or refused for its input), "401", "403", "404" (hidden).
 */
import crypto from "node:crypto";
import { getNamedType, isObjectType, type GraphQLField } from "graphql";
import { createSchema } from "../src/graphql/schema";
import { openApiDocument } from "../src/rest/openapi";
import { ADMIN, inDays, startServer, type TestServer } from "./harness";

type Outcome = "ok" | "401" | "403" | "404";
type Cells = [guest: Outcome, user: Outcome, other: Outcome, admin: Outcome];
const ROLES = ["guest", "user", "other", "admin"] as const;
type Role = (typeof ROLES)[number];

interface Fixtures {
  busId: string;
  bookingA: string;
  userA: string;
  refreshA: string;
  unknown: string;
}
const u = () => crypto.randomBytes(4).toString("hex");
const bookingInput = (f: Fixtures, email: string) => ({
  pickupLocation: "Varanasi",
  destination: "Sarnath",
  departureDate: inDays(9),
  days: 1,
  busId: f.busId,
  name: "Matrix",
  email,
  phone: "+91 90000 88888",
});
const busInput = {
  name: "Matrix Bus",
  capacity: 20,
  status: "Available",
  description: "d",
  features: [],
  images: [],
  popularRoutes: [],
};
const driverInput = () => ({
  name: "Matrix Driver",
  phone: "+91 90000 77777",
  licenceNumber: `MATRIX-${u()}`,
  licenceValidUntil: inDays(900),
});
const destInput = { name: "Matrix Ghat", shortDescription: "s", description: "d", images: [] };
const settingsInput = {
  bookingPhones: ["+91 90000 12345"],
  whatsappContacts: [],
  email: "info@example.com",
  supportHours: "9-6",
  businessHours: "9-6",
  address: "Varanasi",
  mapLat: 25.3,
  mapLng: 83,
};

/** GraphQL: the variables of each operation, and who may call it. */
const GRAPHQL: Record<string, { vars?: (f: Fixtures, role: Role) => Record<string, unknown>; cells: Cells }> = {
  // queries
  me: { cells: ["401", "ok", "ok", "ok"] },
  busAvailability: { vars: () => ({ departureDate: inDays(9), days: 1 }), cells: ["ok", "ok", "ok", "ok"] },
  blackoutCalendar: { vars: () => ({ start: inDays(1), end: inDays(30) }), cells: ["401", "403", "403", "ok"] },
  paymentSettings: { cells: ["401", "403", "403", "ok"] },
  customerNotes: { vars: (f) => ({ customerId: f.userA }), cells: ["401", "403", "403", "ok"] },
  drivers: { cells: ["401", "403", "403", "ok"] },
  unassignedTrips: { cells: ["401", "403", "403", "ok"] },
  driverTrip: { vars: () => ({ token: "not-a-link" }), cells: ["404", "404", "404", "404"] },
  driver: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },

  userSessions: { vars: (f) => ({ userId: f.userA }), cells: ["401", "403", "403", "ok"] },
  adminStats: { cells: ["401", "403", "403", "ok"] },
  bookingsPage: { vars: () => ({ first: 5 }), cells: ["401", "403", "403", "ok"] },
  bookingsPerMonth: { cells: ["401", "403", "403", "ok"] },
  bookingCalendar: { vars: () => ({ start: inDays(0), end: inDays(30) }), cells: ["401", "403", "403", "ok"] },
  myBookings: { cells: ["401", "ok", "ok", "ok"] },
  booking: { vars: (f) => ({ id: f.bookingA }), cells: ["401", "ok", "403", "ok"] },
  bookings: { cells: ["401", "403", "403", "ok"] },
  contactMessages: { cells: ["401", "403", "403", "ok"] },
  notificationSettings: { cells: ["401", "403", "403", "ok"] },
  customers: { cells: ["401", "403", "403", "ok"] },
  customerBookings: { vars: (f) => ({ id: f.userA }), cells: ["401", "403", "403", "ok"] },
  buses: { cells: ["ok", "ok", "ok", "ok"] },
  bus: { vars: (f) => ({ id: f.busId }), cells: ["ok", "ok", "ok", "ok"] },
  destinations: { cells: ["ok", "ok", "ok", "ok"] },
  places: { vars: () => ({ search: "Sar" }), cells: ["ok", "ok", "ok", "ok"] },
  distance: { vars: () => ({ from: "Varanasi", to: "Sarnath" }), cells: ["ok", "ok", "ok", "ok"] },
  settings: { cells: ["ok", "ok", "ok", "ok"] },
  clientConfig: { cells: ["ok", "ok", "ok", "ok"] },
  // mutations
  register: {
    vars: () => ({
      input: {
        name: "M",
        email: `m${u()}@example.com`,
        mobileNo: "+91 90000 88881",
        username: `m${u()}`,
        password: "Quiet-River-Ghat-91",
      },
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  login: {
    vars: () => ({ input: { login: ADMIN.login, password: "wrong-password" } }),
    cells: ["401", "401", "401", "401"],
  },
  refreshToken: { vars: () => ({ refreshToken: "not-a-token" }), cells: ["401", "401", "401", "401"] },
  requestPasswordReset: { vars: () => ({ email: "nobody@example.com" }), cells: ["ok", "ok", "ok", "ok"] },
  resetPassword: {
    vars: () => ({ token: "not-a-token", password: "Quiet-River-Ghat-91" }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  logout: { vars: () => ({ refreshToken: null }), cells: ["ok", "ok", "ok", "ok"] },
  setMyLanguage: { vars: () => ({ language: "en" }), cells: ["401", "ok", "ok", "ok"] },
  createBooking: { vars: (f) => ({ input: bookingInput(f, `g${u()}@example.com`) }), cells: ["ok", "ok", "ok", "ok"] },
  setBookingStatus: { vars: (f) => ({ id: f.bookingA, status: "Pending" }), cells: ["401", "403", "403", "ok"] },
  deleteBooking: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  submitContactMessage: {
    vars: () => ({
      input: { name: "M", email: "m@example.com", phone: "+91 90000 88882", subject: "Hi", message: "Hello there" },
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  setContactMessageHandled: { vars: (f) => ({ id: f.unknown, handled: true }), cells: ["401", "403", "403", "404"] },
  retryMessage: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  addBusBlackout: {
    vars: (f) => ({
      busId: f.busId,
      input: { startDate: inDays(400), endDate: inDays(401), reason: "Matrix service" },
    }),
    cells: ["401", "403", "403", "ok"],
  },
  removeBusBlackout: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  recordFare: { vars: (f) => ({ id: f.bookingA, input: { agreedFare: 5000 } }), cells: ["401", "403", "403", "ok"] },
  requestCancellation: { vars: (f) => ({ id: f.bookingA }), cells: ["401", "ok", "403", "ok"] },
  answerCancellation: { vars: (f) => ({ id: f.bookingA, accept: false }), cells: ["401", "403", "403", "ok"] },
  updatePaymentSettings: {
    vars: () => ({ input: { upiId: "", upiPayee: "", gstin: "" } }),
    cells: ["401", "403", "403", "ok"],
  },
  addBookingNote: { vars: (f) => ({ bookingId: f.bookingA, body: "Matrix note" }), cells: ["401", "403", "403", "ok"] },
  addCustomerNote: { vars: (f) => ({ customerId: f.userA, body: "Matrix note" }), cells: ["401", "403", "403", "ok"] },

  updateNotificationSettings: {
    vars: () => ({
      input: {
        customerReceived: true,
        customerStatus: true,
        operatorNewBooking: true,
        reminders: true,
        operatorEmail: "",
      },
    }),
    cells: ["401", "403", "403", "ok"],
  },
  createBus: { vars: () => ({ input: busInput }), cells: ["401", "403", "403", "ok"] },
  updateBus: { vars: (f) => ({ id: f.busId, input: busInput }), cells: ["401", "403", "403", "ok"] },
  deleteBus: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  createDestination: { vars: () => ({ input: destInput }), cells: ["401", "403", "403", "ok"] },
  updateDestination: { vars: (f) => ({ id: f.unknown, input: destInput }), cells: ["401", "403", "403", "404"] },
  deleteDestination: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  updateSettings: { vars: () => ({ input: settingsInput }), cells: ["401", "403", "403", "ok"] },
  uploadImage: { cells: ["401", "403", "403", "ok"] },
  revokeUserSessions: { vars: (f) => ({ userId: f.unknown }), cells: ["401", "403", "403", "ok"] },
  createDriver: { vars: () => ({ input: driverInput() }), cells: ["401", "403", "403", "ok"] },
  updateDriver: { vars: (f) => ({ id: f.unknown, input: { notes: "Matrix" } }), cells: ["401", "403", "403", "404"] },
  deleteDriver: { vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  assignDrivers: { vars: (f) => ({ bookingId: f.bookingA, driverIds: [] }), cells: ["401", "403", "403", "ok"] },
  driverStartTrip: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), openingKm: 1 } }),
    cells: ["404", "404", "404", "404"],
  },
  driverReachStop: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), stop: "Ghat" } }),
    cells: ["404", "404", "404", "404"],
  },
  driverCloseTrip: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), closingKm: 1, code: "0000" } }),
    cells: ["404", "404", "404", "404"],
  },
  // A file upload (sent as multipart, like uploadImage): the token decides, not the caller.
  driverAddExpense: { cells: ["404", "404", "404", "404"] },
  closeTripAsStaff: {
    vars: (f) => ({ bookingId: f.bookingA, input: { closingKm: 1 } }),
    cells: ["401", "403", "403", "ok"],
  },
  revokeDriverLink: { vars: (f) => ({ assignmentId: f.unknown }), cells: ["401", "403", "403", "404"] },
  renewDriverLink: { vars: (f) => ({ assignmentId: f.unknown }), cells: ["401", "403", "403", "404"] },
  // subscriptions
  bookingChanged: { cells: ["401", "403", "403", "ok"] },
  myBookingChanged: { cells: ["401", "ok", "ok", "ok"] },
};

/** REST: `METHOD path` as the OpenAPI document writes it. */
const REST: Record<string, { id?: (f: Fixtures) => string; body?: (f: Fixtures) => unknown; cells: Cells }> = {
  "GET /api/buses": { cells: ["ok", "ok", "ok", "ok"] },
  "POST /api/bookings/{id}/cancellation-request": {
    id: (f) => f.bookingA,
    body: () => ({}),
    cells: ["401", "ok", "403", "ok"],
  },
  "POST /api/bookings/{id}/cancellation-answer": {
    id: (f) => f.bookingA,
    body: () => ({ accept: false }),
    cells: ["401", "403", "403", "ok"],
  },
  "PUT /api/bookings/{id}/fare": {
    id: (f) => f.bookingA,
    body: () => ({ agreedFare: 5000 }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/staff-notes": { id: (f) => f.bookingA, cells: ["401", "403", "403", "ok"] },
  "POST /api/bookings/{id}/staff-notes": {
    id: (f) => f.bookingA,
    body: () => ({ body: "Matrix note" }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/drivers": { id: (f) => f.bookingA, cells: ["401", "403", "403", "ok"] },
  "PUT /api/bookings/{id}/drivers": {
    id: (f) => f.bookingA,
    body: () => ({ driverIds: [] }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/drivers": { cells: ["401", "403", "403", "ok"] },
  "GET /api/driver-trips/{token}": { cells: ["404", "404", "404", "404"] },
  "POST /api/driver-trips/{token}/start": {
    body: () => ({ stepId: crypto.randomUUID(), openingKm: 1 }),
    cells: ["404", "404", "404", "404"],
  },
  "POST /api/driver-trips/{token}/stops": {
    body: () => ({ stepId: crypto.randomUUID(), stop: "Ghat" }),
    cells: ["404", "404", "404", "404"],
  },
  "POST /api/driver-trips/{token}/expenses": { cells: ["ok", "ok", "ok", "ok"] },
  "POST /api/driver-trips/{token}/close": {
    body: () => ({ stepId: crypto.randomUUID(), closingKm: 1, code: "0000" }),
    cells: ["404", "404", "404", "404"],
  },
  "GET /api/bookings/{id}/trip": { id: (f) => f.bookingA, cells: ["401", "403", "403", "ok"] },
  "POST /api/bookings/{id}/trip/close": {
    id: (f) => f.bookingA,
    body: () => ({ closingKm: 1 }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/driver-assignments/{id}/link": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "POST /api/driver-assignments/{id}/link/revoke": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "POST /api/driver-assignments/{id}/link/renew": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "POST /api/drivers": { body: () => driverInput(), cells: ["401", "403", "403", "ok"] },
  "GET /api/drivers/{id}": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "PUT /api/drivers/{id}": {
    id: (f) => f.unknown,
    body: () => ({ notes: "Matrix" }),
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/drivers/{id}": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "GET /api/buses/{id}/blackouts": { id: (f) => f.busId, cells: ["ok", "ok", "ok", "ok"] },
  "POST /api/buses/{id}/blackouts": {
    id: (f) => f.busId,
    body: () => ({ startDate: inDays(402), endDate: inDays(403), reason: "Matrix" }),
    cells: ["401", "403", "403", "ok"],
  },

  "POST /api/buses": { body: () => busInput, cells: ["401", "403", "403", "ok"] },
  "GET /api/buses/{id}": { id: (f) => f.busId, cells: ["ok", "ok", "ok", "ok"] },
  "PUT /api/buses/{id}": { id: (f) => f.busId, body: () => busInput, cells: ["401", "403", "403", "ok"] },
  "DELETE /api/buses/{id}": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "GET /api/bookings": { cells: ["401", "403", "403", "ok"] },
  "POST /api/bookings": {
    body: (f) => ({ ...bookingInput(f, `r${u()}@example.com`), busType: f.busId }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "GET /api/bookings/user/userbooking": { cells: ["401", "ok", "ok", "ok"] },
  "PUT /api/bookings/{id}": {
    id: (f) => f.bookingA,
    body: () => ({ status: "Pending" }),
    cells: ["401", "403", "403", "ok"],
  },
  "DELETE /api/bookings/{id}": { id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "POST /api/auth/login": {
    body: () => ({ login: ADMIN.login, pswd: ADMIN.password }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "POST /api/auth/register": {
    body: () => ({
      name: "M",
      email: `r${u()}@example.com`,
      mobileNo: "+91 90000 88883",
      username: `r${u()}`,
      pswd: "Quiet-River-Ghat-91",
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "POST /api/auth/refresh-token": { body: (f) => ({ refreshToken: f.refreshA }), cells: ["ok", "ok", "ok", "ok"] },
  "GET /api/auth/user/auth-test": { cells: ["401", "ok", "ok", "ok"] },
  "GET /api/auth/protected-route": { cells: ["401", "ok", "ok", "ok"] },
  "POST /api/upload": { cells: ["401", "403", "403", "ok"] },
  "GET /api/openapi.json": { cells: ["ok", "ok", "ok", "ok"] },
};

let s: TestServer;
let f: Fixtures;
const tokens: Partial<Record<Role, string>> = {};
const emails: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  s = await startServer();
  const reg = async (name: string) => {
    const email = `${name}.${u()}@example.com`;
    const r = await s.rest("POST", "/api/auth/register", {
      name,
      email,
      mobileNo: "+91 90000 88880",
      username: `${name}${u()}`,
      pswd: "Quiet-River-Ghat-91",
    });
    return { ...r.body, email };
  };
  const [a, b] = [await reg("matrixa"), await reg("matrixb")];
  tokens.user = a.token;
  tokens.other = b.token;
  tokens.admin = (await s.login()).token;
  emails.user = a.email;
  emails.other = b.email;
  emails.admin = ADMIN.login;
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  const userA = (await s.rest("GET", "/api/auth/user/auth-test", undefined, a.token)).body._id;
  const made = await s.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
    {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(9),
        days: 1,
        busId,
        name: "A",
        email: a.email,
        phone: "+91 90000 88889",
      },
    },
    a.token,
  );
  f = {
    busId,
    userA,
    bookingA: made.data.createBooking.booking.id,
    refreshA: a.refreshToken,
    unknown: crypto.randomUUID(),
  };
});
afterAll(() => s.close());

const classify = (code: string | undefined): Outcome => {
  // A document the schema refuses never reaches the gate: a broken row here, not an outcome.
  if (code === "GRAPHQL_VALIDATION_FAILED") throw new Error("the row's document or variables do not match the schema");
  return code === "UNAUTHENTICATED" ? "401" : code === "FORBIDDEN" ? "403" : code === "NOT_FOUND" ? "404" : "ok";
};

async function gqlCell(
  field: GraphQLField<unknown, unknown>,
  kind: "query" | "mutation",
  role: Role,
): Promise<Outcome> {
  const row = GRAPHQL[field.name];
  const auth = tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {};
  const selection = isObjectType(getNamedType(field.type)) ? "{ __typename }" : "";
  if (field.name === "uploadImage" || field.name === "driverAddExpense") {
    const form = new FormData();
    const operation =
      field.name === "uploadImage"
        ? { query: "mutation($file: Upload!) { uploadImage(file: $file) }", variables: { file: null } }
        : {
            query: `mutation($file: Upload!, $i: DriverExpenseInput!) { driverAddExpense(token: "not-a-link", input: $i, receipt: $file) { __typename } }`,
            variables: { file: null, i: { stepId: crypto.randomUUID(), kind: "toll", amount: 10 } },
          };
    form.append("operations", JSON.stringify(operation));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([Buffer.from("not an image")]), "x.png");
    const r = (await (
      await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "apollo-require-preflight": "true", ...auth },
        body: form,
      })
    ).json()) as any;
    return classify(r.errors?.[0]?.extensions?.code);
  }
  const vars = row.vars?.(f, role) ?? {};
  const decl = field.args
    .filter((a) => a.name in vars)
    .map((a) => `$${a.name}: ${a.type}`)
    .join(", ");
  const args = field.args
    .filter((a) => a.name in vars)
    .map((a) => `${a.name}: $${a.name}`)
    .join(", ");
  const query = `${kind}${decl ? `(${decl})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
  const r = await s.gql(query, vars, tokens[role]);
  return classify(r.errors?.[0]?.extensions?.code);
}

/** A subscription: refused at once, or it delivers the next booking the caller makes. */
async function subscriptionCell(name: string, role: Role): Promise<Outcome> {
  const client = s.ws(tokens[role]);
  return new Promise<Outcome>((resolve, reject) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      resolve(o);
    };
    client.subscribe(
      { query: `subscription { ${name} { kind } }` },
      {
        next: (v: any) => finish(v.errors ? classify(v.errors[0].extensions?.code) : "ok"),
        error: (e: any) => finish(classify(Array.isArray(e) ? e[0]?.extensions?.code : e?.extensions?.code)),
        complete: () => undefined,
      },
    );
    if (role === "guest") return;
    // Give the subscription a moment to register, then make a booking it should see.
    setTimeout(() => {
      if (done) return;
      s.gql(
        `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
        { i: bookingInput(f, emails[role]!) },
        tokens[role],
      ).catch(reject);
    }, 300);
  });
}

test("every GraphQL operation has a declared row, and every cell answers as declared", async () => {
  const schema = await createSchema();
  const ops = [
    ...Object.values(schema.getQueryType()!.getFields()).map((x) => ({ field: x, kind: "query" as const })),
    ...Object.values(schema.getMutationType()!.getFields()).map((x) => ({ field: x, kind: "mutation" as const })),
    ...Object.values(schema.getSubscriptionType()!.getFields()).map((x) => ({
      field: x,
      kind: "subscription" as const,
    })),
  ];
  expect(ops.map((o) => o.field.name).filter((n) => !(n in GRAPHQL))).toEqual([]);
  expect(Object.keys(GRAPHQL).filter((n) => !ops.some((o) => o.field.name === n))).toEqual([]);
  const actual: Record<string, Outcome[]> = {};
  for (const { field, kind } of ops) {
    actual[field.name] = [];
    for (const role of ROLES)
      actual[field.name].push(
        kind === "subscription" ? await subscriptionCell(field.name, role) : await gqlCell(field, kind, role),
      );
  }
  expect(actual).toEqual(Object.fromEntries(Object.entries(GRAPHQL).map(([k, v]) => [k, v.cells])));
});

test("every REST route has a declared row, and every cell answers as declared", async () => {
  const ops = Object.entries(openApiDocument.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
  expect(ops.filter((o) => !(o in REST))).toEqual([]);
  expect(Object.keys(REST).filter((o) => !ops.includes(o))).toEqual([]);
  const actual: Record<string, Outcome[]> = {};
  for (const op of ops) {
    const [method, path] = op.split(" ");
    const row = REST[op];
    actual[op] = [];
    for (const role of ROLES) {
      const url = path.replace("{id}", row.id?.(f) ?? "");
      const r = await s.rest(method, url, row.body?.(f), tokens[role]);
      actual[op].push(r.status === 401 ? "401" : r.status === 403 ? "403" : r.status === 404 ? "404" : "ok");
    }
  }
  expect(actual).toEqual(Object.fromEntries(Object.entries(REST).map(([k, v]) => [k, v.cells])));
});
