/** Billing details, tax settings, tax invoices and credit notes over REST, with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { date, dateTime, orNull, strict, text, uuid } from "../../rest/json-schema";
import { errorRef, ok, type Refusal, refsTo, route, staff } from "../../rest/route";
import { text as text_ } from "../shared/messages";
import type { BookingBilling as BillingRow, Invoice as InvoiceRow } from "./invoice.entity";
import { AFTER_INVOICE, CONSTITUTIONS } from "./tax-rule";
import { TAX_NOTE_POLICIES } from "./tax-notes.service";
import { TAX_SETTINGS_POLICIES } from "./tax-settings.service";

const rupeesText = (description: string) => Type.String({ pattern: "^-?\\d+\\.\\d{2}$", description });
const Party = Type.Object(
  {
    name: text,
    address: text,
    gstin: orNull<string>("string"),
    state: orNull<string>("string", "GST state code"),
    business: Type.Boolean(),
  },
  strict,
);
const InvoiceLine = Type.Object(
  {
    label: text,
    sac: text,
    quantity: Type.Integer(),
    unit: rupeesText("₹ per unit"),
    amount: rupeesText("₹"),
    taxable: Type.Boolean({ description: "False for reimbursements at cost (outside GST)" }),
  },
  strict,
);
const Invoice = Type.Object(
  {
    _id: uuid,
    kind: Type.String({ enum: ["invoice", "credit_note", "debit_note"] }),
    number: Type.String({ description: "KCT/2026-27/0001, or KCT/CN/2026-27/0001 for a credit note" }),
    financialYear: Type.String({ description: "2026-27" }),
    bookingId: uuid,
    invoiceId: orNull<string>("string", "The invoice a credit note refers to"),
    issuedAt: dateTime,
    issueDate: date("India's calendar"),
    supplier: Type.Unsafe({ $ref: "#/components/schemas/InvoiceParty" }),
    recipient: Type.Unsafe({ $ref: "#/components/schemas/InvoiceParty" }),
    placeOfSupply: Type.String({
      description:
        "GST state code: a registered recipient's (its GSTIN's first two digits), else where the passengers board",
    }),
    sac: text,
    rate: Type.Integer({ enum: [5, 12] }),
    intraState: Type.Boolean({ description: "CGST + SGST (true) or IGST (false)" }),
    reverseCharge: Type.Boolean(),
    lines: Type.Array(Type.Unsafe({ $ref: "#/components/schemas/InvoiceLine" })),
    taxable: rupeesText("Taxable value"),
    nonTaxable: rupeesText("Reimbursements at cost"),
    cgst: rupeesText("CGST"),
    sgst: rupeesText("SGST"),
    igst: rupeesText("IGST"),
    tax: rupeesText("All GST"),
    total: rupeesText("What the document charges (or credits)"),
    amountInWords: text,
    reason: orNull<string>("string"),
  },
  strict,
);
const Billing = Type.Object(
  {
    bookingId: uuid,
    name: text,
    address: text,
    gstin: orNull<string>("string"),
    business: Type.Boolean(),
    bodyCorporate: Type.Boolean({
      description:
        "A company or an LLP registered for GST (on the operator's 5 % scheme it pays the tax on reverse charge)",
    }),
    stateCode: orNull<string>("string", "From the GSTIN's first two digits"),
  },
  strict,
);
const BillingRequest = Type.Object(
  {
    name: text,
    address: Type.Optional(orNull<string>("string")),
    gstin: Type.Optional(orNull<string>("string", "15 characters; validated (check digit)")),
    business: Type.Optional(Type.Boolean()),
    bodyCorporate: Type.Optional(
      Type.Boolean({ description: "A company or an LLP; a GSTIN of a company says so itself" }),
    ),
  },
  strict,
);
const TaxSettings = Type.Object(
  {
    legalName: text,
    address: text,
    gstin: orNull<string>("string"),
    state: Type.String({ description: "GST state code" }),
    scheme: Type.Integer({ enum: [5, 12], description: "5: no input tax credit; 12: with it" }),
    constitution: Type.String({
      enum: [...CONSTITUTIONS],
      description: "The operator's constitution; a body corporate (llp, company) never supplies on reverse charge",
    }),
    afterInvoice: Type.String({
      enum: [...AFTER_INVOICE],
      description: "A change of the fare after the tax invoice: notes (a credit or debit note) or refuse",
    }),
    sac: text,
    invoicePrefix: text,
  },
  strict,
);
const TaxSettingsRequest = Type.Partial(TaxSettings);
const CreditNoteRequest = Type.Object(
  { amount: Type.String({ description: 'Taxable value taken off, ₹ (e.g. "1500.00")' }), reason: text },
  strict,
);
export const schemas = {
  InvoiceParty: Party,
  InvoiceLine,
  Invoice,
  Billing,
  BillingRequest,
  TaxSettings,
  TaxSettingsRequest,
  CreditNoteRequest,
};
const { ref, list } = refsTo(schemas);

export const invoiceDoc = (i: InvoiceRow) =>
  toDoc(Invoice, i, {
    kind: i.kind,
    supplier: i.supplier,
    recipient: i.recipient,
    lines: i.invoiceLines,
    ...{ taxable: i.taxable, nonTaxable: i.nonTaxable, cgst: i.cgst, sgst: i.sgst, igst: i.igst },
    ...{ tax: i.tax, total: i.total },
  });
const billingDoc = (b: BillingRow) => ({
  bookingId: b.bookingId,
  name: b.name,
  address: b.address,
  gstin: b.gstin,
  business: b.business,
  bodyCorporate: b.bodyCorporate,
  stateCode: b.stateCode,
});

export const routes = {
  getBookingBilling: route("get", "/api/bookings/{id}/billing", "user", {
    summary: "A booking's billing details (its owner, or staff); null when none were given",
    answers: { "403": errorRef("Forbidden") },
    ok: ok(200, "The details", Type.Union([ref("Billing"), Type.Null()])),
    handle: async ({ services, actor, id }) => {
      const b = await services.billing.get(actor, id);
      return b && billingDoc(b);
    },
  }),
  saveBookingBilling: route("put", "/api/bookings/{id}/billing", "user", {
    body: ref("BillingRequest"),
    summary: "Sets a booking's billing details until its invoice is issued (its owner, or staff)",
    ok: ok(200, "The details", ref("Billing")),
    answers: { "403": errorRef("Forbidden"), "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) => billingDoc(await services.billing.save(actor, id, body)),
  }),
  listBookingInvoices: route("get", "/api/bookings/{id}/invoices", "user", {
    summary: "A booking's tax invoice and credit notes, oldest first (its owner; staff with money.read)",
    answers: { "403": errorRef("Forbidden") },
    ok: ok(200, "The documents", list("Invoice")),
    handle: async ({ services, actor, id }) => (await services.invoices.forBooking(actor, id)).map(invoiceDoc),
  }),
  getTaxInvoice: route("get", "/api/tax/invoices/{id}", "user", {
    summary: "A tax invoice or credit note (its booking's owner; staff with money.read)",
    ok: ok(200, "The document", ref("Invoice")),
    answers: { "403": errorRef("Forbidden"), "404": errorRef("NotFound") },
    handle: async ({ services, actor, id }) => invoiceDoc(await services.invoices.get(actor, id)),
  }),
  issueCreditNote: route("post", "/api/tax/invoices/{id}/credit-notes", staff(TAX_NOTE_POLICIES, "issue"), {
    body: ref("CreditNoteRequest"),
    summary: "Issues a credit note taking an amount of taxable value off an invoice (money.write)",
    ok: ok(201, "The credit note", ref("Invoice")),
    answers: { "404": errorRef("NotFound") },
    handle: async ({ services, actor, id, body }) =>
      invoiceDoc(await services.notes.issue(actor, id, body.amount, body.reason)),
  }),
  getTaxSettings: route("get", "/api/tax/settings", staff(TAX_SETTINGS_POLICIES, "forStaff"), {
    summary: "Settings → Tax (staff with money.read or taxes.write)",
    ok: ok(200, "The settings", ref("TaxSettings")),
    handle: async ({ services, actor }) => services.taxSettings.forStaff(actor),
  }),
  saveTaxSettings: route("put", "/api/tax/settings", staff(TAX_SETTINGS_POLICIES, "save"), {
    body: ref("TaxSettingsRequest"),
    summary: "Saves Settings → Tax (the Owner only: taxes.write); the GSTIN is validated (state, PAN, check digit)",
    ok: ok(200, "The settings", ref("TaxSettings")),
    handle: async ({ services, actor, body }) => services.taxSettings.save(actor, body),
  }),
};

/** An issued invoice or credit note is never edited or deleted over REST: 405, and the way to correct one. */
export const refusals: Refusal[] = [
  { path: "/api/tax/invoices/{id}", methods: ["put", "patch", "delete"], message: text_("invoice.immutable") },
];
