/**
 * GST tax invoices through real HTTP on real PostgreSQL: Settings → Tax, billing details,
 * issuing (intra-state 5 % with CGST and SGST each rounded, inter-state 12 % IGST, reverse charge),
 * gap-free numbering under 50 concurrent issues, the financial year's rollover on 1 April (movable
 * clock), credit notes, immutability, and the GSTR-1 export of a month.
 */
import { nextSequence } from "../src/domain/invoice/invoice.queries";
import { MovableClock } from "../src/domain/shared/clock";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let owner: { token: string };
let accounts: { token: string };

beforeAll(async () => {
  s = await startServer({}, { clock });
  owner = await s.login();
  accounts = await s.staff(StaffRole.accounts, "Meera Accounts");
});
afterAll(() => s.close());

/** A booking inserted as staff would have left it: Confirmed (no bus), with an agreed fare. */
async function booking(over: { fare?: string | null; status?: string; pickup?: string; ownerId?: string } = {}) {
  const [row] = await s.db.query(
    `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, status, "agreedFarePaise", "balancePaise", "ownerId")
     VALUES ('Asha Verma', 'asha@example.com', '+91 98390 12345', $1, 'Sarnath', $2, 2, $3, ($4::numeric * 100)::bigint, ($4::numeric * 100)::bigint, $5) RETURNING id`,
    [
      over.pickup ?? "Varanasi, Uttar Pradesh",
      inDays(10),
      over.status ?? "Confirmed",
      over.fare === undefined ? "21000.00" : over.fare,
      over.ownerId ?? null,
    ],
  );
  return row.id as string;
}

const issue = (id: string, token = accounts.token) => s.rest("POST", `/api/bookings/${id}/invoices`, undefined, token);
const saveTax = (body: Record<string, unknown>, token = owner.token) => s.rest("PUT", "/api/tax/settings", body, token);
const fy = () => {
  const d = new Date(clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const y = Number(d.slice(0, 4)) - (Number(d.slice(5, 7)) < 4 ? 1 : 0);
  return `${y}-${String((y + 1) % 100).padStart(2, "0")}`;
};

describe("Settings → Tax", () => {
  test("without a GSTIN no tax invoice is issued, and the refusal says why", async () => {
    const r = await issue(await booking());
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("Enter the operator's GSTIN in Settings → Tax before issuing a tax invoice.");
    // The receipt the customer downloads today says it is a bill of supply, and why.
    const id = await booking();
    const pdf = await fetch(`${s.url}/invoices/${id}.pdf`, { headers: { authorization: `Bearer ${owner.token}` } });
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain(
      "Bill of supply: this receipt is not a tax invoice, because the operator has no GSTIN on record.",
    );
  });

  test("only the Owner changes them; a malformed GSTIN is refused with what is wrong, and nothing changes", async () => {
    const manager = await s.staff(StaffRole.manager);
    expect((await saveTax({ gstin: "09AAACK1234A1Z8" }, manager.token)).status).toBe(403);
    expect((await saveTax({ gstin: "09AAACK1234A1Z8" }, accounts.token)).status).toBe(403);
    const bad = await saveTax({ gstin: "09AAACK1234A1Z9" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "This GSTIN's last character does not match the others. Please check it for a typing mistake.",
    );
    expect((await saveTax({ gstin: "40AAACK1234A1Z8" })).body.message).toBe(
      "A GSTIN starts with a state code from 01 to 38 (or 97).",
    );
    expect((await saveTax({ scheme: 18 })).status).toBe(400);
    expect((await saveTax({ invoicePrefix: "kct/" })).status).toBe(400);
    const read = await s.rest("GET", "/api/tax/settings", undefined, accounts.token);
    expect(read.body).toMatchObject({ gstin: null, state: "09", scheme: 5, sac: "9966", invoicePrefix: "KCT" });

    const saved = await s.gql(
      `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { legalName gstin state scheme sac invoicePrefix } }`,
      { i: { legalName: "Kashi Coach Tours Pvt Ltd", address: "Sigra, Varanasi 221010", gstin: " 09aaack1234a1z8 " } },
      owner.token,
    );
    expect(saved.data.updateTaxSettings).toEqual({
      legalName: "Kashi Coach Tours Pvt Ltd",
      gstin: "09AAACK1234A1Z8",
      state: "09",
      scheme: 5,
      sac: "9966",
      invoicePrefix: "KCT",
    });
    const log = await s.db.query(`SELECT action FROM activity_log WHERE entity = 'tax-settings'`);
    expect(log.length).toBeGreaterThan(0);
  });
});

describe("issuing", () => {
  test("intra-state at 5 %: CGST 2.5 % and SGST 2.5 %, each rounded on its own; number and words", async () => {
    // ₹10,500.21 agreed (GST included): taxable ₹10,000.20; 2.5 % of it is ₹250.005 -> ₹250.01 each half.
    const id = await booking({ fare: "10500.21" });
    const r = await issue(id);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      kind: "invoice",
      number: `KCT/${fy()}/0001`,
      placeOfSupply: "09",
      intraState: true,
      rate: 5,
      reverseCharge: false,
      taxable: "10000.20",
      cgst: "250.01",
      sgst: "250.01",
      igst: "0.00",
      tax: "500.02",
      total: "10500.22",
      amountInWords: "Rupees Ten Thousand Five Hundred and Twenty-Two Paise Only",
      supplier: { name: "Kashi Coach Tours Pvt Ltd", gstin: "09AAACK1234A1Z8", state: "09" },
      recipient: { name: "Asha Verma", gstin: null },
    });
    expect(r.body.lines).toEqual([
      { label: "Bus hire", sac: "9966", quantity: 1, unit: "10000.20", amount: "10000.20", taxable: true },
    ]);
    const log = await s.db.query(`SELECT "actorName" FROM activity_log WHERE entity = 'invoice' AND "entityId" = $1`, [
      r.body._id,
    ]);
    expect(log).toEqual([{ actorName: "Meera Accounts" }]);
  });

  test("issuing twice, a Pending or a Cancelled booking, or a booking with nothing to bill: a clear 4xx", async () => {
    const id = await booking();
    expect((await issue(id)).status).toBe(201);
    const again = await issue(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^An invoice has already been issued for this booking \(KCT\/.*\)\.$/);
    const pending = await issue(await booking({ status: "Pending" }));
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe("Only a Confirmed booking can be invoiced.");
    expect((await issue(await booking({ status: "Cancelled" }))).status).toBe(400);
    expect((await issue(await booking({ fare: null }))).body.message).toBe(
      "This booking has no agreed fare or accepted quote to invoice.",
    );
    // A role without money.write is refused; nothing was numbered for any refusal.
    const desk = await s.staff(StaffRole.bookingDesk);
    expect((await issue(await booking(), desk.token)).status).toBe(403);
    const count = await s.db.query(`SELECT count(*)::int AS n FROM invoices WHERE kind = 'invoice'`);
    const [counter] = await s.db.query(
      `SELECT last FROM invoice_counters WHERE series = 'KCT' AND "financialYear" = $1`,
      [fy()],
    );
    expect(counter.last).toBe(count[0].n);
  });

  test("inter-state at 12 %: IGST 12 %, place of supply where the passengers board", async () => {
    expect((await saveTax({ scheme: 12 })).status).toBe(200);
    try {
      // Boarding in Patna (Bihar, 10) for an operator in Uttar Pradesh (09): IGST. ₹11,200 = ₹10,000 + 12 %.
      const r = await issue(await booking({ fare: "11200.00", pickup: "Patna" }));
      expect(r.body).toMatchObject({
        placeOfSupply: "10",
        intraState: false,
        rate: 12,
        taxable: "10000.00",
        cgst: "0.00",
        sgst: "0.00",
        igst: "1200.00",
        total: "11200.00",
        reverseCharge: false,
        amountInWords: "Rupees Eleven Thousand Two Hundred Only",
      });
      const g = await s.gql(
        `query($id: ID!) { invoice(id: $id) { number placeOfSupplyName igst } }`,
        { id: r.body._id },
        accounts.token,
      );
      expect(g.data.invoice).toMatchObject({ placeOfSupplyName: "Bihar", igst: "1200.00" });
    } finally {
      await saveTax({ scheme: 5 });
    }
  });

  describe("place of supply of a registered customer: the state of its GSTIN (IGST Act s.12(9), s.12(2)(a))", () => {
    /** A booking boarding at `pickup`, billed to `gstin` (or to no GSTIN), issued at 12 % (no reverse charge). */
    async function issuedAt12(pickup: string, gstin: string | null) {
      const id = await booking({ fare: "11200.00", pickup });
      const billing = await s.rest(
        "PUT",
        `/api/bookings/${id}/billing`,
        { name: "Ganga Yatra Pvt Ltd", gstin },
        owner.token,
      );
      expect(billing.status).toBe(200);
      expect((await saveTax({ scheme: 12 })).status).toBe(200);
      try {
        const r = await issue(id);
        expect(r.status).toBe(201);
        return r.body;
      } finally {
        await saveTax({ scheme: 5 });
      }
    }

    test("a Maharashtra GSTIN (27) boarding in Varanasi (Uttar Pradesh, 09): Maharashtra, inter-state, IGST", async () => {
      // ₹11,200 = ₹10,000 + 12 %; the operator is in Uttar Pradesh and so are the passengers, but the recipient
      // is registered in Maharashtra: IGST 12 % = ₹1,200, no CGST or SGST.
      const inv = await issuedAt12("Varanasi, Uttar Pradesh", "27AAPFU0939F1ZV");
      expect(inv).toMatchObject({
        placeOfSupply: "27",
        intraState: false,
        reverseCharge: false,
        taxable: "10000.00",
        cgst: "0.00",
        sgst: "0.00",
        igst: "1200.00",
        total: "11200.00",
        recipient: { gstin: "27AAPFU0939F1ZV", state: "27" },
      });
      const g = await s.gql(
        `query($id: ID!) { invoice(id: $id) { placeOfSupplyName } }`,
        { id: inv._id },
        accounts.token,
      );
      expect(g.data.invoice.placeOfSupplyName).toBe("Maharashtra");
      const pdf = await fetch(`${s.url}/tax-invoices/${inv._id}.pdf?lang=en`, {
        headers: { authorization: `Bearer ${accounts.token}` },
      });
      const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
      // The PDF prints the same decision: the place of supply Maharashtra, and IGST.
      expect(text).toContain("PLACE OF SUPPLY 27 Maharashtra");
      expect(text).toContain("IGST @ 12 % INR 1,200.00");
      expect(text).not.toContain("CGST");
    });

    test("an Uttar Pradesh GSTIN (09) boarding in Delhi (07): Uttar Pradesh, intra-state, CGST + SGST; unregistered stays Delhi", async () => {
      // ₹11,200 = ₹10,000 + CGST 6 % ₹600 + SGST 6 % ₹600: the recipient is registered in the operator's state.
      const registered = await issuedAt12("Delhi", "09AAGCS5678B1Z4");
      expect(registered).toMatchObject({
        placeOfSupply: "09",
        intraState: true,
        taxable: "10000.00",
        cgst: "600.00",
        sgst: "600.00",
        igst: "0.00",
        total: "11200.00",
        recipient: { gstin: "09AAGCS5678B1Z4", state: "09" },
      });
      // The same trip for a customer without a GSTIN: where the passengers board, Delhi, so IGST ₹1,200.
      const unregistered = await issuedAt12("Delhi", null);
      expect(unregistered).toMatchObject({
        placeOfSupply: "07",
        intraState: false,
        cgst: "0.00",
        sgst: "0.00",
        igst: "1200.00",
        total: "11200.00",
        recipient: { gstin: null },
      });
    });
  });

  test("reverse charge: a body corporate with a GSTIN hiring from a 5 % operator that is none pays the tax itself", async () => {
    const busId = await firstBusIdOf(s);
    const customer = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(300) }) })).data
      .createBooking;
    const id = customer.booking.id;
    await s.db.query(
      `UPDATE bookings SET status = 'Confirmed', "agreedFarePaise" = 2100000, "balancePaise" = 2100000 WHERE id = $1`,
      [id],
    );
    const bad = await s.rest(
      "PUT",
      `/api/bookings/${id}/billing`,
      { name: "Acme", gstin: "27AAPFU0939F1ZW" },
      customer.auth.token,
    );
    expect(bad.status).toBe(400);
    const set = await s.gql(
      `mutation($b: ID!, $i: BillingInput!) { saveBillingDetails(bookingId: $b, input: $i) { name gstin business bodyCorporate stateCode } }`,
      {
        b: id,
        // An LLP: its PAN's type (F) is a firm's too, so it says it is a body corporate.
        i: { name: "Acme Travels LLP", address: "Fort, Mumbai 400001", gstin: "27AAPFU0939F1ZV", bodyCorporate: true },
      },
      customer.auth.token,
    );
    expect(set.data.saveBillingDetails).toEqual({
      name: "Acme Travels LLP",
      gstin: "27AAPFU0939F1ZV",
      business: true,
      bodyCorporate: true,
      stateCode: "27",
    });
    const other = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(330) }) })).data.createBooking
      .auth.token;
    expect((await s.rest("PUT", `/api/bookings/${id}/billing`, { name: "Me" }, other)).status).toBe(403);

    const r = await issue(id);
    // A Maharashtra GSTIN boarding in Varanasi: the place of supply is Maharashtra (27), so IGST 5 % on
    // ₹20,000 = ₹1,000, shown but payable by the recipient.
    expect(r.body).toMatchObject({
      reverseCharge: true,
      placeOfSupply: "27",
      intraState: false,
      taxable: "20000.00",
      cgst: "0.00",
      sgst: "0.00",
      igst: "1000.00",
      total: "20000.00",
      recipient: { name: "Acme Travels LLP", gstin: "27AAPFU0939F1ZV", state: "27", business: true },
    });
    // Frozen: the billing details can no longer change; the customer reads their invoice.
    const locked = await s.rest("PUT", `/api/bookings/${id}/billing`, { name: "Other" }, customer.auth.token);
    expect(locked.status).toBe(409);
    const mine = await s.rest("GET", `/api/bookings/${id}/invoices`, undefined, customer.auth.token);
    expect(mine.body.map((d: { number: string }) => d.number)).toEqual([r.body.number]);
    expect((await s.rest("GET", `/api/tax/invoices/${r.body._id}`, undefined, other)).status).toBe(403);
  });

  test("50 concurrent issues of different bookings get 50 consecutive numbers; a repeated issue in the same burst is 409", async () => {
    const rows: Array<{ id: string }> = await s.db.query(
      `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, status, "agreedFarePaise", "balancePaise")
       SELECT 'Guest ' || n, 'g' || n || '@example.com', '+91 98390 12345', 'Varanasi', 'Sarnath', $1, 1, 'Confirmed', 525000, 525000
         FROM generate_series(1, 50) AS n RETURNING id`,
      [inDays(10)],
    );
    const ids = rows.map((r) => r.id);
    const [{ last }] = await s.db.query(
      `SELECT coalesce(max(last), 0) AS last FROM invoice_counters WHERE series = 'KCT' AND "financialYear" = $1`,
      [fy()],
    );
    // All 60 requests are sent before any answer is read: the 50 bookings, and ten of them a second time
    // (two staff pressing "Issue invoice" on one booking at once). The repeats are refused and take no number.
    const repeats = ids.slice(0, 10);
    const answers = await Promise.all([...ids, ...repeats].map((id) => issue(id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(50);
    expect(statuses.filter((st) => st === 409)).toHaveLength(10);
    const issued = answers.filter((a) => a.status === 201);
    expect(new Set(issued.map((a) => a.body.bookingId))).toEqual(new Set(ids));
    const numbers = issued.map((a) => a.body.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `KCT/${fy()}/${String(last + 1 + i).padStart(4, "0")}`),
    );
    const [{ stored }] = await s.db.query(
      `SELECT count(*)::int AS stored FROM invoices WHERE kind = 'invoice' AND "bookingId" = ANY($1::uuid[])`,
      [ids],
    );
    expect(stored).toBe(50);
  });

  test("a number taken on a transaction that rolls back is given back: the next issue has it (gap-free)", async () => {
    const [{ last }] = await s.db.query(
      `SELECT coalesce(max(last), 0) AS last FROM invoice_counters WHERE series = 'KCT' AND "financialYear" = $1`,
      [fy()],
    );
    let taken = 0;
    await expect(
      s.db.transaction(async (m) => {
        taken = await nextSequence(m, "KCT", fy());
        throw new Error("the invoice's insert failed");
      }),
    ).rejects.toThrow("the invoice's insert failed");
    expect(taken).toBe(last + 1);
    const next = await issue(await booking());
    expect(next.body.number).toBe(`KCT/${fy()}/${String(last + 1).padStart(4, "0")}`);
  });

  test("an accepted quote's lines are billed: km and driver taxable, the discount taken off, the toll at cost, at-actuals left out", async () => {
    const id = await booking({ fare: "63039.76" });
    const [quote] = await s.db.query(
      `INSERT INTO quotes ("bookingId", version, state, "gstRate", "taxablePaise", "cgstPaise", "sgstPaise",
         "passThroughPaise", "totalPaise", "advancePaise", "validUntil", "acceptedAt")
       VALUES ($1, 1, 'Accepted', 5, 5889500, 147238, 147238, 120000, 6303976, 0, $2, now()) RETURNING id`,
      [id, inDays(5)],
    );
    const line = `INSERT INTO quote_lines ("quoteId", position, kind, label, quantity, "unitPaise", "atActuals") VALUES ($1, $2, $3, $4, $5, $6, $7)`;
    await s.db.query(line, [quote.id, 1, "km", "Chargeable km", 900, 6555, false]);
    await s.db.query(line, [quote.id, 2, "driver", "Driver allowance", 3, 30000, false]);
    await s.db.query(line, [quote.id, 3, "discount", "Regular customer", 1, 100000, false]);
    await s.db.query(line, [quote.id, 4, "toll", "Toll tax", 1, 120000, false]);
    await s.db.query(line, [quote.id, 5, "parking", "Parking", 1, null, true]);
    const r = await issue(id);
    expect(r.status).toBe(201);
    expect(r.body.lines).toEqual([
      { label: "Chargeable km", sac: "9966", quantity: 900, unit: "65.55", amount: "58995.00", taxable: true },
      { label: "Driver allowance", sac: "9966", quantity: 3, unit: "300.00", amount: "900.00", taxable: true },
      { label: "Regular customer", sac: "9966", quantity: 1, unit: "1000.00", amount: "-1000.00", taxable: true },
      { label: "Toll tax", sac: "9966", quantity: 1, unit: "1200.00", amount: "1200.00", taxable: false },
    ]);
    // Taxable ₹58,995 + ₹900 − ₹1,000 = ₹58,895.00; 2.5 % of it is ₹1,472.375 -> ₹1,472.38 each half;
    // total ₹58,895.00 + ₹2,944.76 + the toll ₹1,200.00 = ₹63,039.76.
    expect(r.body).toMatchObject({
      taxable: "58895.00",
      nonTaxable: "1200.00",
      cgst: "1472.38",
      sgst: "1472.38",
      igst: "0.00",
      tax: "2944.76",
      total: "63039.76",
      amountInWords: "Rupees Sixty-Three Thousand Thirty-Nine and Seventy-Six Paise Only",
    });
  });
});

describe("the PDF", () => {
  test("the tax invoice's PDF holds its number, parties, SAC, place of supply, tax lines and total in words, in English and Hindi", async () => {
    await s.gql(
      `mutation { updatePaymentSettings(input: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" }) { upiId } }`,
      {},
      owner.token,
    );
    const inv = (await issue(await booking({ fare: "10500.21" }))).body;
    const download = async (lang: string, token = accounts.token) => {
      const r = await fetch(`${s.url}/tax-invoices/${inv._id}.pdf?lang=${lang}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("application/pdf");
      return pdfText(Buffer.from(await r.arrayBuffer()));
    };
    const en = (await download("en")).replace(/\s+/g, " ");
    for (const piece of [
      "Tax invoice",
      inv.number,
      "GSTIN: 09AAACK1234A1Z8",
      "09 Uttar Pradesh",
      "9966",
      "Bus hire",
      "Taxable value INR 10,000.20",
      "CGST @ 2.5 % INR 250.01",
      "SGST @ 2.5 % INR 250.01",
      "Total INR 10,500.22",
      "Rupees Ten Thousand Five Hundred and Twenty-Two Paise Only",
      "Pay INR 10,500.22 by UPI",
    ])
      expect(en).toContain(piece);
    const hi = (await download("hi")).replace(/\s+/g, " ");
    expect(hi).toContain("टैक्स इनवॉइस");
    expect(hi).toContain(inv.number);
    // The total in Hindi words: रुपये दस हज़ार पाँच सौ और बाईस पैसे मात्र. pdf.js reads some shaped Devanagari
    // (vowel signs, conjuncts) back out of order, so the test reads the pieces it extracts as written.
    expect(hi).toContain("दस हज़ार पाँच सौ और");
    expect(hi).toContain("पैसे मात्र");
    expect(hi).not.toContain("Rupees");
    const desk = await s.staff(StaffRole.bookingDesk);
    const refused = await fetch(`${s.url}/tax-invoices/${inv._id}.pdf`, {
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(refused.status).toBe(403);
  });
});

describe("credit notes", () => {
  test("a reduction up to what remains, then the booking's cancellation credits the rest; the invoice stays as issued", async () => {
    const id = await booking({ fare: "21000.00" });
    const inv = (await issue(id)).body;
    const credit = (amount: string, reason = "Shorter trip") =>
      s.rest("POST", `/api/tax/invoices/${inv._id}/credit-notes`, { amount, reason }, accounts.token);
    const tooMuch = await credit("20000.01");
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      "A credit note can take off at most ₹20,000.00 of taxable value, what remains un-credited on this invoice.",
    );
    expect((await credit("0")).status).toBe(400);
    const first = await credit("1000.00");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: "credit_note",
      number: `KCT/CN/${fy()}/0001`,
      invoiceId: inv._id,
      taxable: "1000.00",
      cgst: "25.00",
      sgst: "25.00",
      total: "1050.00",
      reason: "Shorter trip",
    });
    expect((await credit("19000.01")).status).toBe(400);

    // Staff cancel the booking: a credit note for the remaining ₹19,000.00 (+ GST), in the same series.
    const cancel = await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { status } }`,
      { id },
      owner.token,
    );
    expect(cancel.errors).toBeUndefined();
    const docs = (await s.rest("GET", `/api/bookings/${id}/invoices`, undefined, accounts.token)).body;
    expect(docs.map((d: { kind: string; number: string; total: string }) => [d.kind, d.number, d.total])).toEqual([
      ["invoice", inv.number, "21000.00"],
      ["credit_note", `KCT/CN/${fy()}/0001`, "1050.00"],
      ["credit_note", `KCT/CN/${fy()}/0002`, "19950.00"],
    ]);
    expect((await credit("0.01")).status).toBe(400); // nothing left

    // The database refuses to edit or delete an issued document.
    await expect(s.db.query(`UPDATE invoices SET "totalPaise" = 1 WHERE id = $1`, [inv._id])).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(s.db.query(`DELETE FROM invoices WHERE id = $1`, [inv._id])).rejects.toThrow(/cannot be changed/);
    // Nor is the invoiced booking deleted: a clear 409.
    const del = await s.gql(`mutation($id: ID!) { deleteBooking(id: $id) }`, { id }, owner.token);
    expect(del.errors?.[0].extensions?.code).toBe("CONFLICT");
  });
});

describe("an issued document over REST", () => {
  test("PUT, PATCH or DELETE on an issued invoice's or credit note's address: 405 with Allow and the way to correct it; nothing changed", async () => {
    const id = await booking({ fare: "21000.00" });
    const inv = (await issue(id)).body;
    const note = (
      await s.rest(
        "POST",
        `/api/tax/invoices/${inv._id}/credit-notes`,
        { amount: "1000.00", reason: "Shorter trip" },
        accounts.token,
      )
    ).body;
    expect(note.kind).toBe("credit_note");
    for (const doc of [inv, note])
      for (const [method, token] of [
        ["PUT", accounts.token],
        ["PATCH", owner.token],
        ["DELETE", owner.token],
        ["DELETE", undefined], // a guest is told the same: the method is not there for anyone
      ] as const) {
        const r = await s.rest(method, `/api/tax/invoices/${doc._id}`, { total: "1.00" }, token);
        expect([method, r.status, r.headers.get("allow"), r.body]).toEqual([
          method,
          405,
          "GET",
          { message: "An issued invoice cannot be changed. Issue a credit note instead." },
        ]);
      }
    // Both stay as issued, and the path's other routes are untouched.
    const read = await s.rest("GET", `/api/tax/invoices/${inv._id}`, undefined, accounts.token);
    expect(read.body).toEqual(inv);
    expect((await s.rest("GET", `/api/tax/invoices/${note._id}`, undefined, accounts.token)).body).toEqual(note);
    // The OpenAPI document says so on the path's operation.
    const doc = (await s.rest("GET", "/api/openapi.json")).body;
    expect(doc.paths["/api/tax/invoices/{id}"].get.description).toBe(
      'PUT, PATCH, DELETE on this path answer 405 (`Allow: GET`): "An issued invoice cannot be changed. Issue a credit note instead."',
    );
  });
});

describe("the agreed fare after the invoice", () => {
  const setFare = (id: string, agreedFare: number | null) =>
    s.gql(
      `mutation($id: ID!, $f: Float) { recordFare(id: $id, input: { agreedFare: $f }) { agreedFare } }`,
      { id, f: agreedFare },
      accounts.token,
    );
  const documents = async (id: string) =>
    (await s.rest("GET", `/api/bookings/${id}/invoices`, undefined, accounts.token)).body as Array<{
      kind: string;
      taxable: string;
      cgst: string;
      sgst: string;
      total: string;
      reason: string | null;
    }>;
  const fareOf = async (id: string) =>
    (await s.db.query(`SELECT "agreedFarePaise" AS fare FROM bookings WHERE id = $1`, [id]))[0].fare;
  const TAX = `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { afterInvoice } }`;

  test("reducing it issues a credit note for the difference, raising it a debit note; clearing it is 409 and more than remains is 400, nothing changed", async () => {
    const id = await booking({ fare: "21000.00" });
    expect((await issue(id)).body).toMatchObject({ taxable: "20000.00", total: "21000.00" });

    // ₹21,000 -> ₹22,050 (GST included): taxable ₹20,000 -> ₹21,000, so ₹1,000 + 2.5 % + 2.5 % = ₹1,050 debited,
    // numbered in its own series.
    const raised = await setFare(id, 22050);
    expect(raised.errors).toBeUndefined();
    const [, up] = await documents(id);
    expect(up).toMatchObject({
      kind: "debit_note",
      number: expect.stringMatching(/^KCT\/DN\/\d{4}-\d{2}\/0001$/),
      taxable: "1000.00",
      cgst: "25.00",
      sgst: "25.00",
      total: "1050.00",
      reason: "Agreed fare changed: billed ₹21,000.00 before, ₹22,050.00 now",
    });
    expect((await setFare(id, null)).errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: expect.stringMatching(/^Invoice KCT\/.* has been issued, so the agreed fare cannot be cleared/),
    });
    expect(await fareOf(id)).toBe("2205000");
    expect(await documents(id)).toHaveLength(2);

    // ₹22,050 -> ₹15,750: taxable ₹21,000 -> ₹15,000, so ₹6,000 + 2.5 % + 2.5 % = ₹6,300 credited.
    const reduced = await setFare(id, 15750);
    expect(reduced.errors).toBeUndefined();
    expect(reduced.data.recordFare.agreedFare).toBe(15750);
    const [, , cut] = await documents(id);
    expect(cut).toMatchObject({
      kind: "credit_note",
      taxable: "6000.00",
      cgst: "150.00",
      sgst: "150.00",
      total: "6300.00",
      reason: "Agreed fare changed: billed ₹22,050.00 before, ₹15,750.00 now",
    });

    // Staff credit ₹14,000 more by hand: ₹1,000 of taxable value remains. Down to ₹5,250 would take ₹10,000: 400.
    const inv = (await documents(id))[0] as unknown as { _id: string };
    const byHand = await s.rest(
      "POST",
      `/api/tax/invoices/${inv._id}/credit-notes`,
      { amount: "14000.00", reason: "Two days fewer" },
      accounts.token,
    );
    expect(byHand.status).toBe(201);
    const tooFar = await s.rest("PUT", `/api/bookings/${id}/fare`, { agreedFare: 5250 }, accounts.token);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe(
      "A credit note can take off at most ₹1,000.00 of taxable value, what remains un-credited on this invoice.",
    );
    expect(await fareOf(id)).toBe("1575000");
    expect(await documents(id)).toHaveLength(4);

    // Cancelled: the last credit note takes what remains, so the notes add up to the invoice exactly.
    await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { status } }`, { id }, owner.token);
    const all = await documents(id);
    expect(all.map((d) => [d.kind, d.taxable, d.cgst, d.total])).toEqual([
      ["invoice", "20000.00", "500.00", "21000.00"],
      ["debit_note", "1000.00", "25.00", "1050.00"],
      ["credit_note", "6000.00", "150.00", "6300.00"],
      ["credit_note", "14000.00", "350.00", "14700.00"],
      ["credit_note", "1000.00", "25.00", "1050.00"],
    ]);
  });

  test("Settings → Tax may keep the fare as invoiced: a change is refused and nothing is issued", async () => {
    expect((await s.gql(TAX, { i: { afterInvoice: "refuse" } }, owner.token)).data.updateTaxSettings).toEqual({
      afterInvoice: "refuse",
    });
    try {
      const id = await booking({ fare: "21000.00" });
      await issue(id);
      for (const fare of [22050, 15750]) {
        const r = await setFare(id, fare);
        expect(r.errors?.[0]).toMatchObject({
          extensions: { code: "CONFLICT" },
          message: expect.stringMatching(
            /^Invoice KCT\/.* has been issued, and Settings → Tax keep the fare as invoiced/,
          ),
        });
      }
      expect(await fareOf(id)).toBe("2100000");
      expect(await documents(id)).toHaveLength(1);
      expect((await s.gql(TAX, { i: { afterInvoice: "sometimes" } }, owner.token)).errors?.[0].message).toBe(
        "After the invoice must be notes (a credit or debit note for the difference) or refuse (the fare cannot change).",
      );
    } finally {
      await s.gql(TAX, { i: { afterInvoice: "notes" } }, owner.token);
    }
  });

  test("a fare changed before the invoice, or on a booking without one, issues nothing", async () => {
    const id = await booking({ fare: "21000.00" });
    expect((await setFare(id, 10500)).errors).toBeUndefined();
    expect((await setFare(id, 31500)).errors).toBeUndefined();
    expect(await documents(id)).toEqual([]);
    expect((await issue(id)).body).toMatchObject({ taxable: "30000.00", total: "31500.00" });
  });
});

describe("the financial year and the month's export", () => {
  test("numbers restart on 1 April (India's clock); a month's GSTR-1 holds exactly that month's documents", async () => {
    clock.set(new Date("2027-03-31T18:29:00Z")); // 31 March 2027, 23:59 in India
    const march = (await issue(await booking({ fare: "10500.00" }))).body;
    expect(march.number).toMatch(/^KCT\/2026-27\/\d{4}$/);
    expect(march.issueDate).toBe("2027-03-31");
    clock.set(new Date("2027-03-31T18:31:00Z")); // 1 April 2027, 00:01 in India
    const april = (await issue(await booking({ fare: "10500.00" }))).body;
    expect(april.number).toBe("KCT/2027-28/0001");
    expect(april.issueDate).toBe("2027-04-01");
    const b2b = await booking({ fare: "21000.00" });
    await s.rest(
      "PUT",
      `/api/bookings/${b2b}/billing`,
      { name: "Acme Travels LLP", gstin: "27AAPFU0939F1ZV", bodyCorporate: true },
      owner.token,
    );
    const b2bInvoice = (await issue(b2b)).body;
    expect(b2bInvoice.number).toBe("KCT/2027-28/0002");

    const file = async (month: string, name: string) => {
      const r = await fetch(`${s.url}/exports/gstr1/${month}/${name}.csv`, {
        headers: { authorization: `Bearer ${accounts.token}` },
      });
      expect(r.status).toBe(200);
      return (await r.text()).trim().split("\n");
    };
    const aprilRegister = await file("2027-04", "register");
    expect(aprilRegister[0]).toMatch(/^Number,Type,Date,Booking/);
    expect(aprilRegister.slice(1).map((l) => l.split(",")[0])).toEqual(["KCT/2027-28/0001", "KCT/2027-28/0002"]);
    const marchRegister = await file("2027-03", "register");
    expect(marchRegister.slice(1).map((l) => l.split(",")[0])).toEqual([march.number]);

    expect(await file("2027-04", "b2b")).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
      // A registered recipient's place of supply is its GSTIN's state (27), not where the passengers board.
      "27AAPFU0939F1ZV,Acme Travels LLP,KCT/2027-28/0002,01-Apr-2027,20000.00,27-Maharashtra,Y,,Regular B2B,,5.00,20000.00,0.00",
    ]);
    expect(await file("2027-04", "b2cs")).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,09-Uttar Pradesh,,5.00,10000.00,0.00,",
    ]);
    expect(await file("2027-04", "cdnr")).toHaveLength(1);

    const bad = await fetch(`${s.url}/exports/gstr1/2027-13/b2b.csv`, {
      headers: { authorization: `Bearer ${accounts.token}` },
    });
    expect(bad.status).toBe(400);
    const desk = await s.staff(StaffRole.bookingDesk);
    const refused = await fetch(`${s.url}/exports/gstr1/2027-04/b2b.csv`, {
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(refused.status).toBe(403);
    clock.set(new Date());
  });

  test("a month with one of each kind: b2b, b2cl (inter-state B2C above ₹1,00,000), b2cs, and the credit notes of each", async () => {
    clock.set(new Date("2027-05-10T06:00:00Z"));
    const file = async (name: string) => {
      const r = await fetch(`${s.url}/exports/gstr1/2027-05/${name}.csv`, {
        headers: { authorization: `Bearer ${accounts.token}` },
      });
      expect(r.status).toBe(200);
      return (await r.text()).trim().split("\n");
    };
    // B2B: a registered customer (Maharashtra GSTIN), boarding in Varanasi.
    const b2bBooking = await booking({ fare: "21000.00" });
    await s.rest(
      "PUT",
      `/api/bookings/${b2bBooking}/billing`,
      { name: "Acme Travels LLP", gstin: "27AAPFU0939F1ZV", bodyCorporate: true },
      owner.token,
    );
    const b2b = (await issue(b2bBooking)).body;
    // B2C large: boarding in Patna (Bihar), ₹1,26,000 = ₹1,20,000 + 5 % IGST: above ₹1,00,000, inter-state.
    const large = (await issue(await booking({ fare: "126000.00", pickup: "Patna" }))).body;
    expect(large).toMatchObject({ intraState: false, total: "126000.00" });
    // B2C small: inter-state just under ₹1,00,000, and intra-state above it: both summed in b2cs.
    const atThreshold = (await issue(await booking({ fare: "99999.99", pickup: "Patna" }))).body;
    expect(atThreshold).toMatchObject({ total: "99999.99", taxable: "95238.09" });
    const intraLarge = (await issue(await booking({ fare: "210000.00" }))).body;
    // A credit note against the b2cl invoice (cdnur) and one against the intra-state invoice (netted in b2cs).
    const note = (
      await s.rest(
        "POST",
        `/api/tax/invoices/${large._id}/credit-notes`,
        { amount: "10000.00", reason: "One day fewer" },
        accounts.token,
      )
    ).body;
    expect(note.number).toMatch(/^KCT\/CN\/2027-28\/\d{4}$/);
    const intraNote = await s.rest(
      "POST",
      `/api/tax/invoices/${intraLarge._id}/credit-notes`,
      { amount: "1000.00", reason: "Shorter trip" },
      accounts.token,
    );
    expect(intraNote.status).toBe(201);

    expect(await file("b2cl")).toEqual([
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      `${large.number},10-May-2027,126000.00,10-Bihar,,5.00,120000.00,0.00,`,
    ]);
    // b2cs: the ₹99,999.99 inter-state invoice (taxable 95,238.09) and the intra-state one (2,00,000 less the
    // 1,000 credited); the b2cl invoice and its credit note are not in it.
    expect(await file("b2cs")).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,09-Uttar Pradesh,,5.00,199000.00,0.00,",
      "OE,10-Bihar,,5.00,95238.09,0.00,",
    ]);
    expect(await file("cdnur")).toEqual([
      "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      `B2CL,${note.number},10-May-2027,C,10-Bihar,10500.00,,5.00,10000.00,0.00`,
    ]);
    const b2bRows = await file("b2b");
    expect(b2bRows.slice(1).map((l) => l.split(",")[2])).toEqual([b2b.number]);
    expect(await file("cdnr")).toHaveLength(1);
    const register = await file("register");
    expect(register.slice(1).map((l) => l.split(",")[0])).toEqual([
      note.number,
      intraNote.body.number,
      b2b.number,
      large.number,
      atThreshold.number,
      intraLarge.number,
    ]);
    clock.set(new Date());
  });
});
