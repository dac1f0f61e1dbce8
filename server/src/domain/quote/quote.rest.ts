/** Rate cards and quotes over REST (the staff side and the customer's), with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { toDoc } from "../../rest/documents";
import { date, dateTime, either, orNull, strict, text, uuid } from "../../rest/json-schema";
import { ok, refsTo, route, staff } from "../../rest/route";
import { NotFoundError } from "../shared/errors";
import { msg } from "../shared/messages";
import { LINE_KINDS } from "./quote-pricing";
import { type Quote as QuoteRow } from "./quote.entity";
import type { RateCardValue } from "./rate-card.service";
import { QuoteState } from "../shared/enums";
import { QUOTE_DRAFT_POLICIES } from "./quote-drafts.service";
import { RATE_CARD_POLICIES } from "./rate-card.service";

const rupeesText = (description: string) => Type.String({ pattern: "^-?\\d+\\.\\d{2}$", description });
const rupeesIn = (description: string) => either(["string", "number"], `${description}; rupees, at most two decimals`);

const QuoteLine = Type.Object(
  {
    position: Type.Integer({ minimum: 1 }),
    kind: Type.Unsafe<string>({ type: "string", enum: [...LINE_KINDS] }),
    label: text,
    quantity: Type.Integer({ minimum: 0 }),
    unit: Type.Unsafe<string | null>({ type: ["string", "null"], description: "₹ per unit; null at actuals" }),
    amount: Type.Unsafe<string | null>({
      type: ["string", "null"],
      description: "quantity × unit, ₹ (negative for a discount); null at actuals",
    }),
    atActuals: Type.Boolean(),
  },
  strict,
);
const Quote = Type.Object(
  {
    _id: uuid,
    bookingId: uuid,
    version: Type.Integer({ minimum: 1 }),
    state: Type.Unsafe<QuoteState>({ type: "string", enum: Object.values(QuoteState) }),
    lines: Type.Array(Type.Unsafe<object>({ $ref: "#/components/schemas/QuoteLine" })),
    gstRate: Type.Integer({ description: "GST, percent (5 or 12)" }),
    taxable: rupeesText("Sum of the taxable lines"),
    cgst: rupeesText("Central GST (half of GST)"),
    sgst: rupeesText("State GST (half of GST)"),
    gst: rupeesText("CGST + SGST"),
    passThrough: rupeesText("Tolls, parking and permits at fixed amounts (outside GST)"),
    total: rupeesText("The quote's total"),
    advance: rupeesText("The advance due on acceptance"),
    advancePercent: orNull<number>("integer", "The advance as a percentage, when given as one"),
    validUntil: date("The last day (India) it can be accepted"),
    inclusions: text,
    exclusions: text,
    notes: text,
    sentAt: orNull<string>("string", undefined, { format: "date-time" }),
    acceptedAt: orNull<string>("string", undefined, { format: "date-time" }),
    acceptedByName: orNull<string>("string"),
    changeRequest: orNull<string>("string", "The customer's request for a change"),
    changeRequestedAt: orNull<string>("string", undefined, { format: "date-time" }),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  strict,
);
const QuoteLineRequest = Type.Object({
  kind: Type.Unsafe<string>({ type: "string", enum: [...LINE_KINDS] }),
  label: text,
  quantity: either(["integer", "string"], "A whole number"),
  unit: Type.Optional(Type.Unsafe({ type: ["string", "number", "null"], description: "₹ per unit; empty at actuals" })),
  atActuals: Type.Optional(Type.Boolean()),
});
const QuoteRequest = Type.Object({
  lines: Type.Array(Type.Unsafe<object>({ $ref: "#/components/schemas/QuoteLineRequest" }), { minItems: 1 }),
  validUntil: date("YYYY-MM-DD, today or later"),
  advancePercent: Type.Optional(Type.Unsafe({ type: ["integer", "null"], description: "0 to 100" })),
  advanceAmount: Type.Optional(Type.Unsafe({ type: ["string", "number", "null"], description: "₹, up to the total" })),
  inclusions: Type.Optional(text),
  exclusions: Type.Optional(text),
  notes: Type.Optional(text),
});
const QuoteAcceptRequest = Type.Object({
  token: Type.Optional(Type.String({ description: "The e-mailed link's token (guests)" })),
  acceptTerms: Type.Boolean({ description: "The customer ticked the terms (must be true)" }),
  version: Type.Optional(Type.Integer({ description: "The version the customer read" })),
});
const QuoteChangeRequest = Type.Object({
  token: Type.Optional(Type.String({ description: "The e-mailed link's token (guests)" })),
  message: text,
});
const RateCardVersion = Type.Object(
  {
    _id: uuid,
    effectiveFrom: date(),
    perKm: rupeesText("₹ per km"),
    minKmPerDay: Type.Integer({ minimum: 0 }),
    driverAllowance: rupeesText("₹ per day"),
    nightHalt: rupeesText("₹ per night"),
    gstRate: Type.Integer(),
    inclusions: text,
    exclusions: text,
  },
  strict,
);
const RateCard = Type.Object(
  {
    _id: uuid,
    name: text,
    busId: orNull<string>("string", "The bus it prices; null for a band of seats", { format: "uuid" }),
    seatsFrom: orNull<number>("integer"),
    seatsTo: orNull<number>("integer"),
    current: Type.Unsafe<object>({ $ref: "#/components/schemas/RateCardVersion" }),
    versions: Type.Array(Type.Unsafe<object>({ $ref: "#/components/schemas/RateCardVersion" })),
  },
  strict,
);
const RateCardRequest = Type.Object({
  id: Type.Optional(Type.String({ description: "A card to add a version to; absent for a new card" })),
  name: text,
  busId: Type.Optional(Type.Unsafe({ type: ["string", "null"], description: "A bus `_id`, or empty for a band" })),
  seatsFrom: Type.Optional(Type.Unsafe({ type: ["integer", "null"] })),
  seatsTo: Type.Optional(Type.Unsafe({ type: ["integer", "null"] })),
  effectiveFrom: Type.Optional(date("YYYY-MM-DD; today when absent")),
  perKm: rupeesIn("₹ per km"),
  minKmPerDay: either(["integer", "string"], "0 to 2000"),
  driverAllowance: rupeesIn("₹ per day"),
  nightHalt: rupeesIn("₹ per night"),
  gstRate: Type.Integer({ enum: [5, 12] }),
  inclusions: Type.Optional(text),
  exclusions: Type.Optional(text),
});
export const schemas = {
  Quote,
  QuoteLine,
  QuoteRequest,
  QuoteLineRequest,
  QuoteAcceptRequest,
  QuoteChangeRequest,
  RateCard,
  RateCardVersion,
  RateCardRequest,
};
const { ref, list } = refsTo(schemas);

const quoteDoc = (q: QuoteRow) =>
  toDoc(Quote, q, {
    lines: q.lines.map((l) => ({
      position: l.position,
      kind: l.kind,
      label: l.label,
      quantity: l.quantity,
      unit: l.unit,
      amount: l.amount,
      atActuals: l.atActuals,
    })),
  });
const versionDoc = (v: RateCardValue["current"]) => toDoc(RateCardVersion, v);
const rateCardDoc = ({ card, current, versions }: RateCardValue) =>
  toDoc(RateCard, card, { current: versionDoc(current), versions: versions.map(versionDoc) });
const tokenParameter: OAS.ParameterObject = {
  name: "token",
  in: "query",
  required: false,
  schema: { type: "string" },
  description: "The e-mailed link's token: lets a guest read the quote without logging in",
};
const tokenOf = (q: unknown) => (q as { token?: unknown }).token;

export const routes = {
  getBookingQuote: route("get", "/api/bookings/{id}/quote", "guest", {
    summary: "A booking's latest quote (the owner, staff, or a guest with the e-mailed link's token)",
    headers: [tokenParameter],
    ok: ok(200, "The quote", ref("Quote")),
    handle: async ({ services, actor, id, req }) => {
      const quote = await services.quotes.view(actor, id, tokenOf(req.query));
      if (!quote) throw new NotFoundError(msg("quote.notFound"));
      return quoteDoc(quote);
    },
  }),
  listBookingQuoteVersions: route("get", "/api/bookings/{id}/quote/versions", "guest", {
    summary: "Every version of a booking's quote the reader may see, newest first",
    headers: [tokenParameter],
    ok: ok(200, "The versions", list("Quote")),
    handle: async ({ services, actor, id, req }) =>
      (await services.quotes.versions(actor, id, tokenOf(req.query))).map(quoteDoc),
  }),
  acceptBookingQuote: route("post", "/api/bookings/{id}/quote/accept", "guest", {
    body: ref("QuoteAcceptRequest"),
    summary:
      "The customer accepts the latest quote: the fare and advance are set from it (a second accept answers the same)",
    ok: ok(200, "The accepted quote", ref("Quote")),
    handle: async ({ services, actor, id, body, req }) =>
      quoteDoc(await services.quoteAcceptance.accept(actor, id, body, req.ip)),
  }),
  requestBookingQuoteChange: route("post", "/api/bookings/{id}/quote/change-request", "guest", {
    body: ref("QuoteChangeRequest"),
    summary: "The customer asks for a change to the latest quote (it becomes Declined; staff see the message)",
    ok: ok(200, "The declined quote", ref("Quote")),
    handle: async ({ services, actor, id, body }) =>
      quoteDoc(await services.quoteAcceptance.requestChange(actor, id, body)),
  }),
  prepareBookingQuote: route("post", "/api/bookings/{id}/quote", staff(QUOTE_DRAFT_POLICIES, "prepare"), {
    summary:
      "The open Draft; else a new version copying the last one (lines, discount, advance, wording); the first one pre-filled from the trip and the bus's rate card (admins)",
    ok: ok(200, "The Draft", ref("Quote")),
    handle: async ({ services, actor, id }) => quoteDoc(await services.quoteDrafts.prepare(actor, id)),
  }),
  updateBookingQuote: route("put", "/api/bookings/{id}/quote", staff(QUOTE_DRAFT_POLICIES, "updateLines"), {
    body: ref("QuoteRequest"),
    summary: "Replaces the Draft's lines and terms; every total is computed by the server (admins)",
    ok: ok(200, "The Draft", ref("Quote")),
    handle: async ({ services, actor, id, body }) => quoteDoc(await services.quoteDrafts.updateLines(actor, id, body)),
  }),
  sendBookingQuote: route("post", "/api/bookings/{id}/quote/send", staff(QUOTE_DRAFT_POLICIES, "send"), {
    summary: "Freezes the Draft as sent and e-mails the customer the link (admins)",
    ok: ok(200, "The sent quote", ref("Quote")),
    handle: async ({ services, actor, id }) => quoteDoc(await services.quoteDrafts.send(actor, id)),
  }),
  listRateCards: route("get", "/api/rate-cards", staff(RATE_CARD_POLICIES, "list"), {
    summary: "The operator's rate cards with their versions (admins)",
    ok: ok(200, "The rate cards", list("RateCard")),
    handle: async ({ services, actor }) => (await services.rateCards.list(actor)).map(rateCardDoc),
  }),
  saveRateCard: route("post", "/api/rate-cards", staff(RATE_CARD_POLICIES, "save"), {
    body: ref("RateCardRequest"),
    summary: "Saves a rate card's rates as a version from a day on (a new card without id) (admins)",
    ok: ok(200, "The rate card", ref("RateCard")),
    handle: async ({ services, actor, body }) => rateCardDoc(await services.rateCards.save(actor, body)),
  }),
};
