/**
 * Vehicle documents on a real PostgreSQL, through both APIs: recording documents with their
 * scans and the input rules, their status on India's calendar, a bus's compliance, and the rule that
 * refuses to confirm a trip a required document does not cover (with renewal and the owner's override).
 */
import { bookingInput, CREATE, PNG } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: { token: string };
let busIds: string[];
beforeAll(async () => {
  s = await startServer();
  admin = await s.login();
  const buses: Array<{ id: string; status: string }> = (await s.gql(`{ buses { id status } }`)).data.buses;
  busIds = buses.filter((b) => b.status === "Available").map((b) => b.id);
});
afterAll(() => s.close());

/** A fresh bus of the fleet, so that each test owns its documents and dates. */
async function newBus(): Promise<string> {
  const r = await s.rest(
    "POST",
    "/api/buses",
    {
      name: `Coach ${Math.random().toString(36).slice(2, 7)}`,
      capacity: 40,
      description: "A test coach",
      features: ["AC"],
      lastMaintenance: inDays(-10),
    },
    admin.token,
  );
  expect(r.status).toBe(201);
  return r.body._id;
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

async function uploadFile(data: Buffer, name: string, token = admin.token) {
  const form = new FormData();
  form.append("file", new Blob([data]), name);
  const res = await fetch(`${s.url}/api/documents/files`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const doc = (type: string, over: Record<string, unknown> = {}) => ({
  type,
  number: `${type}-${Math.random().toString(36).slice(2, 8)}`,
  issuer: "RTO Varanasi",
  validFrom: inDays(-100),
  validUntil: inDays(400),
  ...over,
});
const addDoc = (busId: string, body: Record<string, unknown>) =>
  s.rest("POST", `/api/buses/${busId}/documents`, body, admin.token);

/** Every required document, valid for a long time, a state permit for Uttar Pradesh. */
async function fullSet(busId: string) {
  const ids: Record<string, string> = {};
  for (const type of ["RC", "Insurance", "Fitness", "PUC", "RoadTax"]) {
    const r = await addDoc(busId, doc(type));
    expect(r.status).toBe(201);
    ids[type] = r.body._id;
  }
  const permit = await addDoc(busId, doc("StatePermit", { states: ["Uttar Pradesh"] }));
  expect(permit.status).toBe(201);
  ids.StatePermit = permit.body._id;
  return ids;
}

async function book(busId: string, over: Record<string, unknown>) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId, ...over }) });
  expect(r.errors).toBeUndefined();
  return r.data.createBooking.booking.id as string;
}
const confirm = (id: string, overrideReason?: string) =>
  s.rest("PUT", `/api/bookings/${id}`, { status: "Confirmed", ...(overrideReason && { overrideReason }) }, admin.token);

describe("recording documents", () => {
  test("staff upload a scan, record a document with it, list it with its status and download the scan", async () => {
    const busId = busIds[0];
    const file = await uploadFile(PDF, "rc.pdf");
    expect(file.status).toBe(201);
    const r = await addDoc(busId, doc("RC", { number: "up65 ab 1234", fileId: file.body.fileId }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: "RC", number: "UP65 AB 1234", status: "Valid", fileName: "rc.pdf" });
    const list = await s.rest("GET", `/api/buses/${busId}/documents`, undefined, admin.token);
    expect(list.body.map((d: any) => d._id)).toContain(r.body._id);
    const got = await fetch(`${s.url}${r.body.fileUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    // The scan is not public.
    expect((await fetch(`${s.url}${r.body.fileUrl}`)).status).toBe(401);
    // GraphQL reads the same.
    const g = await s.gql(
      `query($b: ID!) { busDocuments(busId: $b) { id type number status fileUrl } }`,
      { b: busId },
      admin.token,
    );
    expect(g.data.busDocuments.find((d: any) => d.id === r.body._id)).toMatchObject({ type: "RC", status: "Valid" });
  });

  test("an image scan is accepted through GraphQL; text is refused; 5 MB or more is refused", async () => {
    const upload = async (data: Buffer, name: string) => {
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({ query: "mutation($f: Upload!) { uploadBusDocumentFile(file: $f) }", variables: { f: null } }),
      );
      form.append("map", JSON.stringify({ 0: ["variables.f"] }));
      form.append("0", new Blob([data]), name);
      const res = await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "apollo-require-preflight": "true", authorization: `Bearer ${admin.token}` },
        body: form,
      });
      return (await res.json()) as any;
    };
    expect((await upload(PNG, "scan.png")).data.uploadBusDocumentFile).toMatch(/^[0-9a-f-]{36}$/);
    expect((await upload(Buffer.from("hello"), "x.pdf")).errors[0].message).toBe(
      "Please select a PDF or an image file (PNG, JPEG, GIF or WebP).",
    );
    const text = await uploadFile(Buffer.from("just text"), "x.pdf");
    expect(text.status).toBe(400);
    expect(text.body.message).toBe("Please select a PDF or an image file (PNG, JPEG, GIF or WebP).");
    const big = await uploadFile(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), "big.pdf");
    expect(big.status).toBe(413);
    const user = (await s.gql(CREATE, { i: bookingInput({ busId: busIds[0], departureDate: inDays(200) }) })).data
      .createBooking.auth;
    expect((await uploadFile(PDF, "a.pdf", user.token)).status).toBe(403);
  });

  test("bad input answers 4xx with a clear message and changes nothing", async () => {
    const busId = busIds[1];
    const count = async () =>
      (await s.rest("GET", `/api/buses/${busId}/documents`, undefined, admin.token)).body.length;
    const before = await count();
    const bad = async (body: Record<string, unknown>, status: number, message: string | RegExp) => {
      const r = await addDoc(busId, body);
      expect(r.status).toBe(status);
      expect(r.body.message).toMatch(message);
    };
    await bad(
      doc("Fitness", { validFrom: inDays(10), validUntil: inDays(5) }),
      400,
      "Valid until must not be before valid from.",
    );
    await bad(doc("Licence"), 400, /^Document type must be one of: RC, Insurance/);
    await bad(doc("StatePermit", { states: ["Atlantis"] }), 400, "Unknown state: Atlantis.");
    await bad(doc("Fitness", { validUntil: "2026-02-30" }), 400, /Valid until/);
    await bad(doc("Fitness", { fileId: "00000000-0000-4000-8000-000000000000" }), 400, "Document file not found.");
    const first = await addDoc(busId, doc("Insurance", { number: "POL-777" }));
    expect(first.status).toBe(201);
    await bad(doc("Insurance", { number: "pol-777" }), 409, "This insurance number (POL-777) is already recorded.");
    expect(await count()).toBe(before + 1);
    expect(
      (await s.rest("POST", `/api/buses/00000000-0000-4000-8000-000000000000/documents`, doc("RC"), admin.token))
        .status,
    ).toBe(404);
  });

  test("status is Valid, Expiring within 30 days or Expired, by India's calendar day", async () => {
    const busId = busIds[1];
    const at = async (validUntil: string) =>
      (await addDoc(busId, doc("Other", { validFrom: inDays(-400), validUntil }))).body.status;
    expect(await at(inDays(31))).toBe("Valid");
    expect(await at(inDays(30))).toBe("Expiring");
    expect(await at(inDays(0))).toBe("Expiring");
    expect(await at(inDays(-1))).toBe("Expired");
    const overview = await s.rest("GET", "/api/documents", undefined, admin.token);
    expect(overview.status).toBe(200);
    expect(overview.body.expired).toBeGreaterThanOrEqual(1);
    expect(overview.body.expiring).toBeGreaterThanOrEqual(2);
    expect(overview.body.next.length).toBeLessThanOrEqual(5);
    expect(overview.body.next[0].validUntil).toBe(inDays(0));
    expect(overview.body.next[0].busName).toEqual(expect.any(String));
  });

  test("a bus's registration number is a field of the bus, one bus each", async () => {
    const set = (id: string, registrationNumber: string) =>
      s.rest("PUT", `/api/buses/${id}`, { registrationNumber }, admin.token);
    const r = await set(busIds[0], "up65 ct 0001");
    expect(r.status).toBe(200);
    expect(r.body.registrationNumber).toBe("UP65 CT 0001");
    const taken = await set(busIds[1], "UP65 CT 0001");
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Registration number UP65 CT 0001 belongs to another bus.");
    expect(
      (await s.gql(`{ buses { id registrationNumber } }`)).data.buses.find((b: any) => b.id === busIds[0]),
    ).toMatchObject({ registrationNumber: "UP65 CT 0001" });
  });

  test("only staff read or change documents", async () => {
    expect((await s.rest("GET", `/api/buses/${busIds[0]}/documents`)).status).toBe(401);
    expect((await s.gql(`{ documentOverview { valid } }`)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the rule at confirmation", () => {
  test("a bus with no document on record confirms as before (the rule applies once it has one)", async () => {
    const busId = await newBus();
    const c = await s.rest(
      "GET",
      `/api/buses/${busId}/compliance?from=${inDays(5)}&until=${inDays(6)}`,
      undefined,
      admin.token,
    );
    expect(c.body).toMatchObject({ enforced: false, compliant: true, issues: [] });
    expect((await confirm(await book(busId, { departureDate: inDays(5) }))).status).toBe(200);
  });

  test("each kind of lapse refuses confirmation, naming the document and its date; renewal lets it through", async () => {
    const busId = await newBus();
    const ids = await fullSet(busId);
    // 1. A fitness certificate that lapses during the trip.
    await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(21) }, admin.token);
    const trip = await book(busId, { departureDate: inDays(20), days: 3 });
    const refused = await confirm(trip);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cannot confirm: the fitness certificate of ${await busName(busId)} expires on ${english(inDays(21))}, before the trip ends on ${english(inDays(22))}.`,
    );
    const still = await s.gql(`query($id: ID!) { booking(id: $id) { status } }`, { id: trip }, admin.token);
    expect(still.data.booking.status).toBe("Pending");
    // GraphQL refuses the same, as a conflict.
    const g = await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
      { id: trip },
      admin.token,
    );
    expect(g.errors?.[0].message).toMatch(/fitness certificate/);
    expect(g.errors?.[0].extensions?.messageKey).toBe("document.lapseExpires");
    // Renewed: a new valid-until.
    expect(
      (await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(500) }, admin.token)).status,
    ).toBe(200);
    expect((await confirm(trip)).status).toBe(200);

    // 2. A required document missing altogether.
    await s.rest("DELETE", `/api/documents/${ids.PUC}`, undefined, admin.token);
    const trip2 = await book(busId, { departureDate: inDays(40) });
    const missing = await confirm(trip2);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(`Cannot confirm: ${await busName(busId)} has no PUC certificate on record.`);
    await addDoc(busId, doc("PUC"));
    expect((await confirm(trip2)).status).toBe(200);

    // 3. Insurance already expired.
    await s.rest(
      "PUT",
      `/api/documents/${ids.Insurance}`,
      { validFrom: inDays(-300), validUntil: inDays(-1) },
      admin.token,
    );
    const trip3 = await book(busId, { departureDate: inDays(50) });
    expect((await confirm(trip3)).body.message).toMatch(/the insurance of .* expires on/);
    await s.rest("PUT", `/api/documents/${ids.Insurance}`, { validUntil: inDays(600) }, admin.token);
    expect((await confirm(trip3)).status).toBe(200);
  });

  test("a trip crossing states needs a permit covering each, unless the bus holds an All-India Tourist permit", async () => {
    const busId = await newBus();
    const ids = await fullSet(busId);
    const trip = await book(busId, { departureDate: inDays(30), destination: "Patna, Bihar, India" });
    const refused = await confirm(trip);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cannot confirm: no permit of ${await busName(busId)} covers Bihar, which the trip crosses.`,
    );
    const c = await s.gql(
      `query($b: ID!, $f: String!, $u: String!) { busCompliance(busId: $b, from: $f, until: $u, states: ["Uttar Pradesh", "Bihar"]) { compliant enforced issues { kind state message } } }`,
      { b: busId, f: inDays(30), u: inDays(31) },
      admin.token,
    );
    expect(c.data.busCompliance).toMatchObject({
      compliant: false,
      enforced: true,
      issues: [{ kind: "stateNotCovered", state: "Bihar" }],
    });
    // The permit is extended to Bihar.
    await s.rest("PUT", `/api/documents/${ids.StatePermit}`, { states: ["Uttar Pradesh", "Bihar"] }, admin.token);
    expect((await confirm(trip)).status).toBe(200);
    // Another trip to Delhi: an All-India Tourist permit covers it.
    const trip2 = await book(busId, { departureDate: inDays(60), destination: "New Delhi, Delhi, India" });
    expect((await confirm(trip2)).status).toBe(409);
    await addDoc(busId, doc("AllIndiaPermit"));
    expect((await confirm(trip2)).status).toBe(200);
  });

  test("staff may override with a written reason, recorded in the booking's history", async () => {
    const busId = await newBus();
    const ids = await fullSet(busId);
    await s.rest("PUT", `/api/documents/${ids.PUC}`, { validUntil: inDays(70) }, admin.token);
    const trip = await book(busId, { departureDate: inDays(70), days: 2 });
    expect((await confirm(trip)).status).toBe(409);
    const blank = await confirm(trip, "   ");
    expect(blank.status).toBe(409);
    const ok = await confirm(trip, "PUC test booked for the morning of departure");
    expect(ok.status).toBe(200);
    const h = await s.gql(
      `query($id: ID!) { booking(id: $id) { status history { toStatus note } } }`,
      { id: trip },
      admin.token,
    );
    expect(h.data.booking.status).toBe("Confirmed");
    const last = h.data.booking.history.at(-1);
    expect(last.toStatus).toBe("Confirmed");
    expect(last.note).toMatch(/PUC certificate .* Reason: PUC test booked for the morning of departure$/);
  });
});

describe("the rule at driver assignment and along the trip plan", () => {
  let licence = 0;
  async function addDriver() {
    const r = await s.gql(
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          name: "Ramesh Yadav",
          phone: "+91 94150 11111",
          licenceNumber: `UP65 2028 ${Date.now() % 100000}${++licence}`,
          licenceValidUntil: inDays(3000),
        },
      },
      admin.token,
    );
    expect(r.errors).toBeUndefined();
    return r.data.createDriver.id as string;
  }
  const assign = (bookingId: string, driverIds: string[]) =>
    s.gql(
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { seat driver { id } } }`,
      { b: bookingId, d: driverIds },
      admin.token,
    );

  test("assigning a driver is refused when a document lapses after confirmation; renewal lets it through", async () => {
    const busId = await newBus();
    const ids = await fullSet(busId);
    const trip = await book(busId, { departureDate: inDays(80), days: 3 });
    expect((await confirm(trip)).status).toBe(200);
    // The fitness certificate is then recorded as ending on the trip's second day.
    await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(81) }, admin.token);
    const driver = await addDriver();
    const refused = await assign(trip, [driver]);
    expect(refused.errors?.[0].message).toBe(
      `Cannot assign the driver: the fitness certificate of ${await busName(busId)} expires on ${english(inDays(81))}, before the trip ends on ${english(inDays(82))}.`,
    );
    expect(refused.errors?.[0].extensions?.messageKey).toBe("document.lapseAssignExpires");
    const none = await s.gql(
      `query($id: ID!) { booking(id: $id) { drivers { driver { id } } } }`,
      { id: trip },
      admin.token,
    );
    expect(none.errors).toBeUndefined();
    expect(none.data.booking.drivers).toEqual([]);
    // Renewed: the driver is assigned.
    await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(500) }, admin.token);
    const ok = await assign(trip, [driver]);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.assignDrivers).toEqual([{ seat: 1, driver: { id: driver } }]);
  });

  test("a booking confirmed with the owner's override stays assignable", async () => {
    const busId = await newBus();
    const ids = await fullSet(busId);
    await s.rest("PUT", `/api/documents/${ids.PUC}`, { validUntil: inDays(90) }, admin.token);
    const trip = await book(busId, { departureDate: inDays(90), days: 2 });
    expect((await confirm(trip, "PUC test booked for the morning of departure")).status).toBe(200);
    const ok = await assign(trip, [await addDriver()]);
    expect(ok.errors).toBeUndefined();
  });

  test("a stop of the trip plan in another state needs a permit for it, or an All-India Tourist permit", async () => {
    const busId = await newBus();
    await fullSet(busId);
    const trip = await book(busId, {
      departureDate: inDays(100),
      days: 3,
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "",
      tripType: "tour",
      stops: [
        { place: "Gaya, Bihar, India", day: 2, nightHalt: true },
        { place: "Sarnath, Uttar Pradesh, India", day: 3, nightHalt: false },
      ],
    });
    const refused = await confirm(trip);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cannot confirm: no permit of ${await busName(busId)} covers Bihar, which the trip crosses.`,
    );
    await addDoc(busId, doc("AllIndiaPermit"));
    expect((await confirm(trip)).status).toBe(200);
  });
});

const english = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
async function busName(id: string): Promise<string> {
  return (await s.rest("GET", `/api/buses/${id}`)).body.name;
}

describe("the activity log", () => {
  const entries = async (entityId: string) =>
    (
      await s.db.query(`SELECT action, entity, changes FROM activity_log WHERE "entityId" = $1 ORDER BY at`, [entityId])
    ).map((r: { action: string; entity: string; changes: Record<string, unknown> }) => r);

  test("adding, editing, renewing, deleting a document, uploading a scan and overriding the rule are each recorded", async () => {
    const busId = await newBus();
    const upload = await uploadFile(PDF, "fitness.pdf");
    expect(upload.status).toBe(201);
    expect(await entries(upload.body.fileId)).toEqual([
      {
        action: "upload",
        entity: "bus document file",
        changes: expect.objectContaining({ file: [null, "fitness.pdf"] }),
      },
    ]);
    const added = await addDoc(busId, doc("Fitness", { number: "FC-LOG-1", fileId: upload.body.fileId }));
    expect(added.status).toBe(201);
    const id = added.body._id;
    expect((await s.rest("PUT", `/api/documents/${id}`, { issuer: "RTO Lucknow" }, admin.token)).status).toBe(200);
    expect((await s.rest("PUT", `/api/documents/${id}`, { validUntil: inDays(800) }, admin.token)).status).toBe(200);
    // A refused change records nothing.
    expect((await s.rest("PUT", `/api/documents/${id}`, { validUntil: inDays(-900) }, admin.token)).status).toBe(400);
    expect((await s.rest("DELETE", `/api/documents/${id}`, undefined, admin.token)).status).toBe(200);
    const log = await entries(id);
    expect(log.map((e: { action: string }) => e.action)).toEqual(["create", "update", "renew", "delete"]);
    expect(log[0]).toMatchObject({
      entity: "bus document",
      changes: { number: [null, "FC-LOG-1"], type: [null, "Fitness"] },
    });
    expect(log[1].changes).toEqual({ issuer: ["RTO Varanasi", "RTO Lucknow"] });
    expect(log[2].changes).toEqual({ validUntil: [inDays(400), inDays(800)] });
    expect(log[3].changes).toMatchObject({ number: ["FC-LOG-1", null] });

    const ids = await fullSet(busId);
    await s.rest("PUT", `/api/documents/${ids.PUC}`, { validUntil: inDays(80) }, admin.token);
    const trip = await book(busId, { departureDate: inDays(80), days: 2 });
    expect((await confirm(trip, "PUC test on the morning of departure")).status).toBe(200);
    const [status] = await entries(trip).then((l) => l.filter((e: { action: string }) => e.action === "status"));
    expect(status.changes.override[1]).toMatch(
      /^Confirmed despite vehicle documents .*PUC test on the morning of departure$/,
    );
  });
});
