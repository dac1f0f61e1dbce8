/**
 * GST on advances: a payment received before the tax invoice gets a receipt voucher (numbered gap-free in its own
 * series per financial year, frozen, taxed at the booking's place of supply); money returned before the invoice a
 * refund voucher; GSTR-1 lists the month's advances (11A, at.csv) and those adjusted by invoices (11B, atadj.csv).
 */
import crypto from "node:crypto";
import { todayInIndia, financialYear } from "../src/domain/shared/calendar";
import { FakeRazorpay } from "./fixtures/fake-razorpay";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { until } from "./fixtures/outbox";
import { pdfText } from "./fixtures/pdf-text";
import { gqlOk, newBus } from "./fixtures/trip";
import { inDays, startServer, type TestServer } from "./harness";

const fake = new FakeRazorpay();
let s: TestServer;
let admin: string;
const FY = financialYear(new Date());
const ok = <T = any>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
  gqlOk<T>(s, query, variables, token);
const DOCS = `query($id: ID!) { booking(id: $id) { invoices { id kind number taxable cgst sgst igst total placeOfSupply invoiceId } } }`;
const RECORD = `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`;

beforeAll(async () => {
  await fake.start();
  s = await startServer({ ...fake.env(), JOB_POLL_SECONDS: "0.5" });
  fake.webhookUrl = `${s.url}/api/payments/razorpay/webhook`;
  ({ token: admin } = await s.login());
  await ok(`mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin } }`, {
    i: { legalName: "Kashi Coach Tours Pvt Ltd", address: "Sigra, Varanasi 221010", gstin: "09AAACK1234A1Z8" },
  });
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

/** A pending booking boarding in `pickup` with ₹21,000 agreed (GST included) and an advance of ₹5,250. */
async function booking(pickup = "Varanasi, Uttar Pradesh, India") {
  const busId = await newBus(s, admin);
  const created = await s.gql(CREATE, {
    i: bookingInput({
      busId,
      pickupLocation: pickup,
      departureDate: inDays(20),
      email: `rv.${crypto.randomUUID()}@example.com`,
    }),
  });
  const id: string = created.data.createBooking.booking.id;
  await ok(`mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`, {
    id,
    i: { agreedFare: 21000, advance: 5250 },
  });
  return { id, owner: created.data.createBooking.auth.token as string };
}
const docs = async (id: string) => (await ok(DOCS, { id })).booking.invoices;

test("an advance received by hand before the invoice issues a receipt voucher: numbered, taxed at the place of supply, with its PDF", async () => {
  const b = await booking();
  await ok(RECORD, { b: b.id, i: { method: "upiManual", amount: 5250, reference: `UTR ${crypto.randomUUID()}` } });
  const [voucher] = await docs(b.id);
  expect(voucher).toMatchObject({
    kind: "receiptVoucher",
    number: expect.stringMatching(new RegExp(`^KCT/RV/${FY}/\\d{4}$`)),
    // ₹5,250 with 5 % inside: taxable ₹5,000, CGST and SGST ₹125 each (Varanasi is in the operator's state).
    ...{ taxable: "5000.00", cgst: "125.00", sgst: "125.00", igst: "0.00", total: "5250.00", placeOfSupply: "09" },
  });
  // The customer reads it among the booking's tax documents, and downloads it.
  const mine = await s.rest("GET", `/api/bookings/${b.id}/invoices`, undefined, b.owner);
  expect(mine.body.map((d: { number: string }) => d.number)).toEqual([voucher.number]);
  const pdf = await fetch(`${s.url}/tax-invoices/${voucher.id}.pdf?lang=en`, {
    headers: { authorization: `Bearer ${b.owner}` },
  });
  expect(pdf.status).toBe(200);
  const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
  expect(text).toContain("Receipt voucher");
  expect(text).toContain(voucher.number);
  // Frozen like every tax document.
  await expect(s.db.query(`UPDATE invoices SET "totalPaise" = 1 WHERE id = $1`, [voucher.id])).rejects.toThrow();
  // A booking from another state is taxed with IGST.
  const away = await booking("Patna, Bihar, India");
  await ok(RECORD, { b: away.id, i: { method: "bank", amount: 5250, reference: `NEFT ${crypto.randomUUID()}` } });
  expect((await docs(away.id))[0]).toMatchObject({ igst: "250.00", cgst: "0.00", placeOfSupply: "10" });
});

test("receipt vouchers stay gap-free with captures at the same moment and a payment refused among them", async () => {
  const bookings = await Promise.all(Array.from({ length: 6 }, () => booking()));
  const orders = await Promise.all(
    bookings.map(
      async (b) =>
        (await gqlOk(s, `mutation($b: ID!) { createPaymentOrder(bookingId: $b) { orderId } }`, { b: b.id }, b.owner))
          .createPaymentOrder.orderId,
    ),
  );
  // Six captures at once, and one payment refused for more than is owed (its transaction, voucher and all, undone).
  const refused = s.gql(
    RECORD,
    { b: bookings[0].id, i: { method: "cash", amount: 99999, reference: "R too much" } },
    admin,
  );
  await Promise.all([...orders.map((o: string) => fake.pay(o)), refused]);
  expect((await refused).errors?.[0].message).toBe("A payment cannot be more than the booking still owes.");
  const numbers = await until(async () => {
    const all = (await Promise.all(bookings.map((b) => docs(b.id)))).flat();
    return all.length === 6 && all.map((d: { number: string }) => Number(d.number.split("/").at(-1)));
  });
  const sorted = [...numbers].sort((a, b) => a - b);
  expect(sorted).toEqual(Array.from({ length: 6 }, (_, i) => sorted[0] + i));
  const [{ max }] = await s.db.query(
    `SELECT max(sequence)::int AS max FROM invoices WHERE series = 'KCT/RV' AND "financialYear" = $1`,
    [FY],
  );
  expect(max).toBe(sorted[5]);
});

test("money returned before the invoice issues a refund voucher reversing its part of the receipt voucher", async () => {
  const b = await booking();
  await ok(RECORD, { b: b.id, i: { method: "cash", amount: 5250, reference: `Receipt ${crypto.randomUUID()}` } });
  const [{ id: paymentId }] = await s.db.query(`SELECT id FROM payments WHERE "bookingId" = $1`, [b.id]);
  await ok(`mutation($p: ID!, $i: RefundInput!) { refundPayment(paymentId: $p, input: $i) { status } }`, {
    p: paymentId,
    i: { amount: 2100, reason: "Trip shortened" },
  });
  const [receipt, refund] = await docs(b.id);
  expect(refund).toMatchObject({
    kind: "refundVoucher",
    number: expect.stringMatching(new RegExp(`^KCT/RF/${FY}/\\d{4}$`)),
    invoiceId: receipt.id,
    ...{ taxable: "2000.00", cgst: "50.00", sgst: "50.00", total: "2100.00" },
  });
});

test("GSTR-1 lists the month's advances (11A) and, once invoiced, the advances adjusted (11B)", async () => {
  const month = todayInIndia().slice(0, 7);
  const csv = async (file: string) =>
    (
      await fetch(`${s.url}/exports/gstr1/${month}/${file}.csv`, { headers: { authorization: `Bearer ${admin}` } })
    ).text();
  const b = await booking();
  await ok(RECORD, { b: b.id, i: { method: "upiManual", amount: 5250, reference: `UTR ${crypto.randomUUID()}` } });
  const at = await csv("at");
  expect(at.split("\n")[0]).toBe("Place Of Supply,Applicable % of Tax Rate,Rate,Gross Advance Received,Cess Amount");
  expect(at).toMatch(/09-Uttar Pradesh,,5\.00,\d+\.\d\d,0\.00/);
  expect(await csv("atadj")).not.toContain("Uttar Pradesh");
  await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
  const { issueInvoice } = await ok(`mutation($b: ID!) { issueInvoice(bookingId: $b) { id } }`, { b: b.id });
  // The invoice names the receipt voucher it adjusts and the tax already paid on the advance.
  const [rv] = await docs(b.id);
  const pdf = await fetch(`${s.url}/tax-invoices/${issueInvoice.id}.pdf?lang=en`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
  expect(text).toContain(`Advances received under receipt vouchers ${rv.number}`);
  expect(text).toContain("250.00");
  expect((await csv("atadj")).split("\n")[1]).toBe("09-Uttar Pradesh,,5.00,5000.00,0.00");
  // After the invoice, a payment gets no voucher of its own.
  await ok(RECORD, { b: b.id, i: { method: "cash", amount: 1000, reference: `Receipt ${crypto.randomUUID()}` } });
  expect((await docs(b.id)).map((d: { kind: string }) => d.kind)).toEqual(["receiptVoucher", "invoice"]);
  expect(await csv("register")).toMatch(/KCT\/RV\/[\d-]+\/\d{4},Receipt voucher,/);
});

describe("refunds by the cancellation policy", () => {
  const POLICY = `mutation($i: RefundPolicyInput!) { updateRefundPolicy(input: $i) { tiers { daysBefore percent } } }`;
  const SUGGEST = `query($b: ID!) { cancellationRefund(bookingId: $b) { daysBefore tierDays percent refundable suggested } }`;
  const REFUND = `mutation($b: ID!, $i: RefundBookingInput!) { refundBooking(bookingId: $b, input: $i) { amount method status } }`;
  const CANCEL = `mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`;

  /** A booking departing in 10 days with ₹5,250 paid online and ₹1,000.01 in cash. */
  async function paidBooking() {
    const b = await booking();
    await s.db.query(`UPDATE bookings SET "departureDate" = $2 WHERE id = $1`, [b.id, inDays(10)]);
    const order = await gqlOk(
      s,
      `mutation($b: ID!) { createPaymentOrder(bookingId: $b) { orderId } }`,
      { b: b.id },
      b.owner,
    );
    await fake.pay(order.createPaymentOrder.orderId);
    await until(
      async () =>
        (await ok(`query($id: ID!) { booking(id: $id) { payments { id } } }`, { id: b.id })).booking.payments.length,
    );
    await ok(RECORD, { b: b.id, i: { method: "cash", amount: 1000.01, reference: `Receipt ${crypto.randomUUID()}` } });
    return b;
  }

  beforeAll(async () => {
    expect(
      (
        await ok(POLICY, {
          i: {
            tiers: [
              { daysBefore: 0, percent: 0 },
              { daysBefore: 7, percent: 75 },
            ],
          },
        })
      ).updateRefundPolicy.tiers,
    ).toEqual([
      { daysBefore: 7, percent: 75 },
      { daysBefore: 0, percent: 0 },
    ]);
  });

  test("its tiers are checked: whole percents up to 100, different days, 1 to 10 of them", async () => {
    for (const tiers of [
      [],
      [{ daysBefore: 3, percent: 101 }],
      [
        { daysBefore: 3, percent: 50 },
        { daysBefore: 3, percent: 20 },
      ],
    ]) {
      const r = await s.gql(POLICY, { i: { tiers } }, admin);
      expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
    const read = await s.rest("GET", "/api/payments/refund-policy", undefined, admin);
    expect(read.body.tiers).toEqual([
      { daysBefore: 7, percent: 75 },
      { daysBefore: 0, percent: 0 },
    ]);
  });

  test("cancelled 10 days out under '7 days or more: 75 %', exactly 75 % of the paid paise goes back, with its refund voucher", async () => {
    const b = await paidBooking();
    await ok(CANCEL, { id: b.id });
    // ₹6,250.01 paid: 75 % is ₹4,687.5075, rounded half up to ₹4,687.51.
    expect((await ok(SUGGEST, { b: b.id })).cancellationRefund).toEqual({
      ...{ daysBefore: 10, tierDays: 7, percent: 75, refundable: 6250.01, suggested: 4687.51 },
    });
    const made = await s.rest(
      "POST",
      `/api/bookings/${b.id}/payments/cancellation-refund`,
      { reason: "Cancelled 10 days before departure: 75 % refunded" },
      admin,
    );
    expect(made.status).toBe(201);
    // The online payment first, through Razorpay.
    expect(made.body.map((r: { amount: number; method: string }) => [r.amount, r.method])).toEqual([
      [4687.51, "razorpay"],
    ]);
    const vouchers = await until(async () => {
      const all = await docs(b.id);
      return all.some((d: { kind: string }) => d.kind === "refundVoucher") && all;
    });
    expect(vouchers.find((d: { kind: string }) => d.kind === "refundVoucher")).toMatchObject({ total: "4687.51" });
    // More than is left is refused, and changes nothing.
    const tooMuch = await s.gql(REFUND, { b: b.id, i: { amount: 1562.51, reason: "Again" } }, admin);
    expect(tooMuch.errors?.[0].message).toBe(
      "A refund cannot be more than what was received on the payment and not yet refunded.",
    );
    expect((await ok(SUGGEST, { b: b.id })).cancellationRefund.refundable).toBe(1562.5);
  });

  test("after the invoice, the cancellation credits what was not paid and the refund credits only the part returned", async () => {
    const b = await paidBooking();
    await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: b.id });
    await ok(`mutation($b: ID!) { issueInvoice(bookingId: $b) { number } }`, { b: b.id });
    await ok(CANCEL, { id: b.id });
    await ok(REFUND, { b: b.id, i: { reason: "Cancelled 10 days before departure: 75 % refunded" } });
    const state = await until(async () => {
      const r = await ok(`query($id: ID!) { booking(id: $id) { balance refunds { status } } }`, { id: b.id });
      return r.booking.refunds.every((x: { status: string }) => x.status === "processed") && r.booking;
    });
    const all = await docs(b.id);
    const credits = all.filter((d: { kind: string }) => d.kind === "creditNote");
    expect(credits).toHaveLength(2);
    // What stays billed is what was kept: ₹6,250.01 − ₹4,687.51 = ₹1,562.50 (to the paisa the tax rounding allows).
    const invoice = all.find((d: { kind: string }) => d.kind === "invoice");
    const billed =
      Number(invoice.total) - credits.reduce((sum: number, c: { total: string }) => sum + Number(c.total), 0);
    expect(Math.abs(billed - 1562.5)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(state.balance)).toBeLessThanOrEqual(0.01);
  });
});
