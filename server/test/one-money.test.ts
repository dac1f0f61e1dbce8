/**
 * One money: whichever path changes a booking's fare (staff, the customer accepting a quote, the trip's
 * close-out) the one fare rule decides what happens, and what the booking owes is one figure that the booking
 * page, the receipt, the duty slip, the tax invoice and its UPI QR all print; a quote carries the tax heads
 * its invoice will carry; reverse charge applies only where the rate notification puts it.
 */
import jsQR from "jsqr";
import { PNG as PngFile } from "pngjs";
import { MovableClock } from "../src/domain/shared/clock";
import { formatInrAscii, parseRupees } from "../src/domain/shared/money";
import { Role } from "../src/domain/shared/enums";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { pdfText } from "./fixtures/pdf-text";
import { approveTripCharges, assignedTrip, driveTrip, gqlOk, newBus } from "./fixtures/trip";
import { inDays, startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let admin: string;
let adminId: string;

const ok = <T = any>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
  gqlOk<T>(s, query, variables, token);
const TAX = `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin constitution afterInvoice } }`;
const FARE = `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { agreedFare advance advanceReceivedOn balance } }`;
const QUOTE = `id version state taxable cgst sgst igst gst total advance reverseCharge placeOfSupply`;
const PREPARE = `mutation($b: ID!) { prepareQuote(bookingId: $b) { ${QUOTE} lines { kind label quantity unit atActuals } } }`;
const UPDATE = `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { ${QUOTE} } }`;
const SEND = `mutation($b: ID!) { sendQuote(bookingId: $b) { ${QUOTE} } }`;
const ACCEPT = `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { ${QUOTE} } }`;
const BOOKING = `query($id: ID!) { booking(id: $id) { agreedFare advance advanceReceivedOn balance upiPayment { amount purpose link } history { note } } }`;
const ISSUE = `mutation($b: ID!) { issueInvoice(bookingId: $b) { id number kind taxable cgst sgst igst tax total reverseCharge placeOfSupply } }`;
const DOCUMENTS = `query($id: ID!) { booking(id: $id) { invoices { number kind taxable total reason } } }`;
const BILLING = `mutation($b: ID!, $i: BillingInput!) { saveBillingDetails(bookingId: $b, input: $i) { bodyCorporate } }`;

/** A Maharashtra company's GSTIN (PAN type C) and a proprietor's (P), both with valid check characters. */
const COMPANY_27 = "27AAACR5055K1Z7";
const PROPRIETOR_27 = "27AAAPL1234C1ZE";

beforeAll(async () => {
  s = await startServer({}, { clock });
  ({ token: admin, userId: adminId } = await s.login());
  await ok(TAX, { i: { gstin: "09AAACK1234A1Z8", constitution: "proprietorship", afterInvoice: "notes" } });
  await ok(`mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId } }`, {
    i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" },
  });
});
afterAll(() => s.close());

/** A bus with a rate card (₹50/km, 100 km a day minimum, ₹300/day driver, no night halt, 5 %) and a booking on it. */
async function quotedBooking(over: Record<string, unknown> = {}) {
  const busId = await newBus(s, admin);
  await ok(`mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`, {
    i: {
      ...{ name: `Card ${busId.slice(0, 6)}`, busId, effectiveFrom: inDays(-1), perKm: "50" },
      ...{ minKmPerDay: 100, driverAllowance: "300", nightHalt: "0", gstRate: 5, inclusions: "", exclusions: "" },
    },
  });
  const r = await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(30), days: 2, ...over }) });
  if (r.errors) throw new Error(r.errors[0].message);
  return { id: r.data.createBooking.booking.id as string, token: r.data.createBooking.auth?.token as string };
}

/** Prepares, prices (km at `perKm` rupees, 20 % advance) and sends a new version; the customer accepts it. */
async function quoteAndAccept(b: { id: string; token: string }, perKm: string, expectRefusal = false) {
  const draft = (await ok(PREPARE, { b: b.id })).prepareQuote;
  const lines = draft.lines.map((l: Record<string, unknown>) => ({ ...l, unit: l.kind === "km" ? perKm : l.unit }));
  await ok(UPDATE, { b: b.id, i: { lines, validUntil: inDays(10), advancePercent: 20 } });
  const sent = (await ok(SEND, { b: b.id })).sendQuote;
  const accepted = await s.gql(ACCEPT, { b: b.id, i: { acceptTerms: true, version: sent.version } }, b.token);
  if (!expectRefusal && accepted.errors) throw new Error(accepted.errors[0].message);
  return { sent, accepted };
}

/** The receipt's text (the booking's PDF confirmation, in its customer's language) as staff download it. */
async function receiptText(bookingId: string): Promise<string> {
  const r = await fetch(`${s.url}/invoices/${bookingId}.pdf`, { headers: { authorization: `Bearer ${admin}` } });
  expect(r.status).toBe(200);
  return (await pdfText(Buffer.from(await r.arrayBuffer()))).replace(/\s+/g, " ");
}

const decodeQr = (dataUrl: string) => {
  const png = PngFile.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("a quote accepted after the tax invoice", () => {
  test("a higher version is a debit note, a lower one a credit note; the advance received stays, and is not asked again", async () => {
    const b = await quotedBooking();
    // Version 1: 200 km x ₹50 + 2 days x ₹300 = ₹10,600 taxable, 5 % GST: ₹11,130; advance 20 %: ₹2,226.
    await quoteAndAccept(b, "50");
    await ok(FARE, { id: b.id, i: { agreedFare: 11130, advance: 2226, advanceReceivedOn: inDays(0) } });
    await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
    const invoice = (await ok(ISSUE, { b: b.id })).issueInvoice;
    expect(invoice).toMatchObject({ taxable: "10600.00", total: "11130.00" });
    expect((await ok(BOOKING, { id: b.id }, b.token)).booking.balance).toBe(8904);

    // Version 2 at ₹55/km: ₹11,600 taxable, ₹12,180 in all: ₹1,000 more taxable, debited with its tax.
    await quoteAndAccept(b, "55");
    let booking = (await ok(BOOKING, { id: b.id }, b.token)).booking;
    expect(booking).toMatchObject({ agreedFare: 12180, advance: 2226, advanceReceivedOn: inDays(0), balance: 9954 });
    expect(booking.upiPayment).toMatchObject({ amount: 9954, purpose: "balance" });
    expect(booking.history.at(-1).note).toMatch(
      /^Quote version 2 accepted by .*: fare ₹12,180\.00, advance ₹2,226\.00 \(received on .*, kept\); KCT\/DN\/.* issued$/,
    );
    let docs = (await ok(DOCUMENTS, { id: b.id })).booking.invoices;
    expect(docs.map((d: { kind: string; taxable: string; total: string }) => [d.kind, d.taxable, d.total])).toEqual([
      ["invoice", "10600.00", "11130.00"],
      ["debitNote", "1000.00", "1050.00"],
    ]);

    // Version 3 at ₹45/km: ₹9,600 taxable: ₹2,000 less than billed now, credited.
    await quoteAndAccept(b, "45");
    booking = (await ok(BOOKING, { id: b.id }, b.token)).booking;
    expect(booking).toMatchObject({ agreedFare: 10080, advance: 2226, advanceReceivedOn: inDays(0), balance: 7854 });
    docs = (await ok(DOCUMENTS, { id: b.id })).booking.invoices;
    expect(docs.at(-1)).toMatchObject({ kind: "creditNote", taxable: "2000.00", total: "2100.00" });
    expect(docs.at(-1).reason).toBe("Quote version 3 accepted: billed ₹12,180.00 before, ₹10,080.00 now");

    // Settings → Tax keep the fare as invoiced: version 4 cannot be accepted; nothing changes.
    await ok(TAX, { i: { afterInvoice: "refuse" } });
    try {
      const { accepted } = await quoteAndAccept(b, "60", true);
      expect(accepted.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
      expect(accepted.errors?.[0].message).toMatch(/keep the fare as invoiced/);
      const quote = (await ok(`query($b: ID!) { quote(bookingId: $b) { version state } }`, { b: b.id })).quote;
      expect(quote).toEqual({ version: 4, state: "Sent" });
      expect((await ok(BOOKING, { id: b.id }, b.token)).booking).toMatchObject({ agreedFare: 10080, balance: 7854 });
      expect((await ok(DOCUMENTS, { id: b.id })).booking.invoices).toHaveLength(3);
    } finally {
      await ok(TAX, { i: { afterInvoice: "notes" } });
    }
  });

  test("before the invoice the fare follows the accepted quote; staff cannot type another one", async () => {
    const b = await quotedBooking();
    await quoteAndAccept(b, "50");
    expect((await ok(BOOKING, { id: b.id }, b.token)).booking).toMatchObject({ agreedFare: 11130, balance: 11130 });
    const other = await s.gql(FARE, { id: b.id, i: { agreedFare: 9000 } }, admin);
    expect(other.errors?.[0]).toMatchObject({
      message: "This booking's fare comes from its accepted quote (version 1): send a new version to change it.",
      extensions: { code: "CONFLICT" },
    });
    expect((await ok(BOOKING, { id: b.id }, b.token)).booking.agreedFare).toBe(11130);
  });
});

describe("one figure for what is owed", () => {
  test("the booking page, the receipt, the duty slip, the invoice and its QR print the same balance (advance, extras, a credit note)", async () => {
    const t = await assignedTrip(s, admin, { language: "en" });
    // ₹21,000 agreed, ₹5,000 received; the trip pays a toll of ₹145.50 that staff approve; the invoice bills both.
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 21000, advance: 5000, advanceReceivedOn: inDays(0) } });
    await driveTrip(s, admin, t, [["toll", "145.50"]]);
    expect(await approveTripCharges(s, admin, t.bookingId)).toBe(1);
    const invoice = (await ok(ISSUE, { b: t.bookingId })).issueInvoice;
    expect(invoice.total).toBe("21145.50");
    // A credit note of ₹1,000 taxable (₹1,050 with its tax).
    const credit = await s.rest(
      "POST",
      `/api/tax/invoices/${invoice.id}/credit-notes`,
      { amount: "1000.00", reason: "Late start" },
      admin,
    );
    expect(credit.status).toBe(201);
    await ok(`mutation($b: ID!, $i: DutySlipInput!) { saveDutySlip(bookingId: $b, input: $i) { collectOnBoard } }`, {
      b: t.bookingId,
      i: { collectOnBoard: true },
    });
    // Owed: ₹21,145.50 billed − ₹1,050.00 credited − ₹5,000.00 received = ₹15,095.50.
    const owed = "15,095.50";
    const page = (await ok(BOOKING, { id: t.bookingId })).booking;
    expect(page.balance).toBe(15095.5);
    expect(page.upiPayment).toMatchObject({ amount: 15095.5, purpose: "balance" });
    const pdf = async (path: string) => {
      const r = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(r.status).toBe(200);
      return (await pdfText(Buffer.from(await r.arrayBuffer()))).replace(/\s+/g, " ");
    };
    expect(await pdf(`/invoices/${t.bookingId}.pdf`)).toContain(`INR ${owed}`);
    const slip = (
      await ok(`query($id: ID!) { booking(id: $id) { duty { amountToCollectPaise slipPathEn } } }`, {
        id: t.bookingId,
      })
    ).booking.duty;
    expect(slip.amountToCollectPaise).toBe(1_509_550);
    expect(await pdf(slip.slipPathEn)).toContain(`INR ${owed}`);
    const taxInvoice = await pdf(`/tax-invoices/${invoice.id}.pdf?lang=en`);
    expect(taxInvoice).toContain(`Balance due INR ${owed}`);
    expect(taxInvoice).toContain(`Pay INR ${owed} by UPI`);
    // The QR the tax invoice's PDF draws (the facts its download is made from) holds the page's link.
    const owner = { id: adminId, role: Role.admin, name: "Admin", staffRole: StaffRole.owner };
    const { upi } = await s.app.services.invoices.pdfOf(owner, invoice.id);
    expect(decodeQr(upi!.qrPng)).toBe(page.upiPayment.link);
    expect(page.upiPayment.link).toContain("&am=15095.50&");
    // The REST document and the CSV export carry the same figure.
    const rest = await s.rest("GET", `/api/bookings/user/userbooking`, undefined, t.ownerToken);
    expect(rest.body.find((b: { _id: string }) => b._id === t.bookingId)).toMatchObject({ balance: 15095.5 });
  });
});

describe("the tax heads a quote shows are the invoice's", () => {
  test.each([
    ["a registered Maharashtra customer (its GSTIN)", { gstin: PROPRIETOR_27 }, "Varanasi, Uttar Pradesh, India"],
    ["an unregistered customer boarding in Mumbai", null, "Mumbai, Maharashtra, India"],
  ])("%s: IGST on the quote and on the invoice, to the paisa", async (_who, billing, pickupLocation) => {
    const b = await quotedBooking({ pickupLocation });
    if (billing) await ok(BILLING, { b: b.id, i: { name: "Reliance Travel Desk", ...billing } }, b.token);
    const { sent } = await quoteAndAccept(b, "50");
    expect(sent).toMatchObject({ placeOfSupply: "27", cgst: "0.00", sgst: "0.00", reverseCharge: false });
    expect(Number(sent.igst)).toBeGreaterThan(0);
    // The receipt names the quote's heads, with the quote's IGST.
    const igstLine = `GST 5 % (IGST): ${formatInrAscii(parseRupees(sent.igst)!)}`;
    let receipt = await receiptText(b.id);
    expect(receipt).toContain(igstLine);
    expect(receipt).not.toContain("CGST");
    await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
    const invoice = (await ok(ISSUE, { b: b.id })).issueInvoice;
    expect(invoice).toMatchObject({
      placeOfSupply: sent.placeOfSupply,
      cgst: sent.cgst,
      sgst: sent.sgst,
      igst: sent.igst,
      total: sent.total,
      reverseCharge: sent.reverseCharge,
    });
    // And, once the invoice is issued, the invoice's.
    receipt = await receiptText(b.id);
    expect(receipt).toContain(igstLine);
    expect(receipt).not.toContain("CGST");
  });

  test("billing details given after the quote was accepted: the invoice's heads, and the receipt names them", async () => {
    const b = await quotedBooking();
    await quoteAndAccept(b, "50");
    // Boarding in Varanasi, unregistered: within Uttar Pradesh, CGST + SGST on ₹10,600 taxable.
    expect(await receiptText(b.id)).toContain("GST 5 % (CGST + SGST): INR 530.00");
    await ok(BILLING, { b: b.id, i: { name: "Reliance Travel Desk", gstin: PROPRIETOR_27 } }, b.token);
    await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
    const invoice = (await ok(ISSUE, { b: b.id })).issueInvoice;
    expect(invoice).toMatchObject({ placeOfSupply: "27", cgst: "0.00", igst: "530.00" });
    const receipt = await receiptText(b.id);
    expect(receipt).toContain("GST 5 % (IGST): INR 530.00");
    expect(receipt).not.toContain("CGST");
  });
});

describe("reverse charge only where the rate notification puts it", () => {
  afterAll(() => ok(TAX, { i: { constitution: "proprietorship" } }));

  test.each([
    ["a proprietor operator, a company customer", "proprietorship", COMPANY_27, true],
    ["a company operator, a company customer", "company", COMPANY_27, false],
    ["an LLP operator, a company customer", "llp", COMPANY_27, false],
    ["a proprietor operator, a proprietor customer", "proprietorship", PROPRIETOR_27, false],
  ])(
    "%s (operator %s, customer %s): reverse charge %s on the quote and the invoice",
    async (_case, constitution, gstin, reverse) => {
      await ok(TAX, { i: { constitution } });
      const b = await quotedBooking();
      await ok(BILLING, { b: b.id, i: { name: "Customer", gstin } }, b.token);
      const { sent } = await quoteAndAccept(b, "50");
      expect(sent.reverseCharge).toBe(reverse);
      // On reverse charge the tax is shown, not charged: the total is the taxable value.
      expect(sent.total).toBe(reverse ? "10600.00" : "11130.00");
      await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
      const invoice = (await ok(ISSUE, { b: b.id })).issueInvoice;
      expect(invoice).toMatchObject({ reverseCharge: reverse, igst: "530.00", total: sent.total });
      // The receipt says who pays the tax, and does not charge it on reverse charge.
      const recipientPays = ", payable by the recipient on reverse charge (not charged)";
      expect(await receiptText(b.id)).toContain(`GST 5 % (IGST)${reverse ? recipientPays : ""}: INR 530.00`);
    },
  );
});
