/** What a booking bills over REST: its fare (the one fare rule) and its tax invoice, with the schemas they read. */
import { Type } from "@sinclair/typebox";
import { min0, orNull, ref as schemaRef } from "../../rest/json-schema";
import { errorRef, ok, refsTo, route, staff } from "../../rest/route";
import { oneDoc, schemas as bookingSchemas } from "../booking/booking.rest";
import { invoiceDoc, schemas as invoiceSchemas } from "../invoice/invoice.rest";
import { FARE_POLICIES } from "./fare.service";
import { MARGIN_POLICIES } from "./margin.service";
import { INVOICING_POLICIES } from "./invoicing.service";
import { CLOSE_OUT_POLICIES, type Settlement as SettlementFigures } from "./close-out.service";

const FareUpdate = Type.Object(
  {
    agreedFare: Type.Optional(orNull<number>("number", undefined, min0)),
    advance: Type.Optional(orNull<number>("number", undefined, min0)),
    advanceReceivedOn: Type.Optional(orNull<string>("string", "YYYY-MM-DD")),
  },
  { description: "The agreed fare and advance, INR; missing or null fields clear them" },
);
const paise = (description: string) => Type.Integer({ description: `${description} (paise)` });
const SettlementCharge = Type.Object({
  description: Type.String(),
  amountPaise: paise("The line's amount"),
  approved: orNull<boolean>("boolean", "Approved (billed), rejected, or null: not decided yet"),
});
const Settlement = Type.Object(
  {
    tripState: Type.Union([
      Type.Literal("NotStarted"),
      Type.Literal("Started"),
      Type.Literal("Closed"),
      Type.Literal("Completed"),
    ]),
    completedAt: orNull<string>("string", "When staff completed the trip", { format: "date-time" }),
    quotedKm: orNull<number>("integer", "The accepted quote's km; null without one"),
    actualKm: orNull<number>("integer", "Closing − opening km; null before the close"),
    charges: Type.Array(schemaRef("SettlementCharge", SettlementCharge)),
    collectedPaise: orNull<number>("integer", "Collected on board (paise); null before the close"),
    billedPaise: orNull<number>("integer", "Billed (paise): the tax documents once issued, else the terms"),
    receivedPaise: paise("The advance once received and what was collected on board"),
    balancePaise: orNull<number>("integer", "Billed − received (paise)"),
    missing: Type.Array(Type.String(), { description: "What completing still waits for" }),
  },
  { description: "A trip's final bill" },
);
const BookingMargin = Type.Object(
  { price: Type.String(), vendorCosts: Type.String(), margin: Type.String() },
  {
    additionalProperties: false,
    description: "Exact rupee text: the taxable value billed, the vendor costs, and price − vendor costs",
  },
);
export const schemas = { FareUpdate, SettlementCharge, Settlement, BookingMargin };
const { ref } = refsTo({ ...schemas, ...bookingSchemas, ...invoiceSchemas });

export const routes = {
  bookingMargin: route("get", "/api/bookings/{id}/margin", staff(MARGIN_POLICIES, "margin"), {
    summary:
      "What a booking leaves once its hired-in buses are paid for (staff); null without money.read or before a price is agreed",
    ok: ok(200, "The margin", Type.Union([ref("BookingMargin"), Type.Null()])),
    handle: async ({ services, actor, id }) => services.margins.margin(actor, await services.bookings.get(actor, id)),
  }),

  recordFare: route("put", "/api/bookings/{id}/fare", staff(FARE_POLICIES, "recordFare"), {
    body: ref("FareUpdate"),
    summary:
      "Records the agreed fare, the advance and the day it was received (money.write); with an accepted quote the fare is its total; after the tax invoice a changed fare is a credit or debit note, or refused as Settings → Tax say",
    ok: ok(200, "The booking", ref("Booking")),
    handle: async ({ services, actor, id, body }) => oneDoc(services, await services.fares.recordFare(actor, id, body)),
  }),
  issueBookingInvoice: route("post", "/api/bookings/{id}/invoices", staff(INVOICING_POLICIES, "issue"), {
    summary: "Issues the tax invoice of a Confirmed booking, numbered gap-free per financial year (money.write)",
    ok: ok(201, "The invoice", ref("Invoice")),
    answers: {
      "400": errorRef("BadRequest"),
      "409": errorRef("Conflict"),
    },
    handle: async ({ services, actor, id }) => invoiceDoc(await services.invoicing.issue(actor, id)),
  }),
  getTripSettlement: route("get", "/api/bookings/{id}/settlement", staff(CLOSE_OUT_POLICIES, "settlement"), {
    summary:
      "The booking's settlement (money.read): quoted vs actual km, the trip's extras, collected, billed, received, due",
    ok: ok(200, "The settlement", ref("Settlement")),
    handle: async ({ services, actor, id }) => settlementDoc(await services.closeOut.settlement(actor, id)),
  }),
  completeTrip: route("post", "/api/bookings/{id}/complete", staff(CLOSE_OUT_POLICIES, "complete"), {
    summary: "Completes the trip (money.write): after the driver's (or staff's) close, every trip charge decided",
    description:
      "Refused with 409 saying what is missing: the trip not closed yet, trip charges still to approve or reject, a cancelled booking, or a trip already completed. The booking's `status` does not change; `completedAt` is set.",
    ok: ok(200, "The settlement, completed", ref("Settlement")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id }) => settlementDoc(await services.closeOut.complete(actor, id)),
  }),
};

const settlementDoc = (s: SettlementFigures) => ({ ...s, completedAt: s.completedAt?.toISOString() ?? null });
