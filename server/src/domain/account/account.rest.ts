/** What a booking bills over REST: its fare (the one fare rule) and its tax invoice, with the schemas they read. */
import { Type } from "@sinclair/typebox";
import { min0, orNull } from "../../rest/json-schema";
import { errorRef, ok, refsTo, route, staff } from "../../rest/route";
import { oneDoc, schemas as bookingSchemas } from "../booking/booking.rest";
import { invoiceDoc, schemas as invoiceSchemas } from "../invoice/invoice.rest";
import { FARE_POLICIES } from "./fare.service";
import { INVOICING_POLICIES } from "./invoicing.service";

const FareUpdate = Type.Object(
  {
    agreedFare: Type.Optional(orNull<number>("number", undefined, min0)),
    advance: Type.Optional(orNull<number>("number", undefined, min0)),
    advanceReceivedOn: Type.Optional(orNull<string>("string", "YYYY-MM-DD")),
  },
  { description: "The agreed fare and advance, INR; missing or null fields clear them" },
);
export const schemas = { FareUpdate };
const { ref } = refsTo({ ...schemas, ...bookingSchemas, ...invoiceSchemas });

export const routes = {
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
};
