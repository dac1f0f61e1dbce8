/** The duty slip's staff part and the trip's candidate invoice lines over REST (admins). */
import { Type } from "@sinclair/typebox";
import { orNull, strict, text, uuid } from "../../rest/json-schema";
import { errorRef, ok, refsTo, route, staff } from "../../rest/route";
import type { DutyView } from "./trip-duty";
import { DUTY_SLIP_POLICIES } from "./duty-slip.service";
import { TRIP_CHARGE_POLICIES } from "./trip-charges.service";

const DriverDuty = Type.Object(
  {
    bookingId: uuid,
    reportingTime: orNull<string>("string", "HH:MM at the pickup on the departure day"),
    driverNotes: orNull<string>("string", "Notes for the driver, printed on the slip"),
    collectOnBoard: Type.Boolean({ description: "The driver collects the balance on board" }),
    amountToCollectPaise: orNull<number>("integer", "The balance in paise, only when collectOnBoard"),
    slipPathEn: Type.String({ description: "GET with the Bearer token: the slip as PDF in English" }),
    slipPathHi: Type.String({ description: "GET with the Bearer token: the slip as PDF in Hindi" }),
  },
  strict,
);
const DutySlipForm = Type.Object({
  reportingTime: Type.Optional(
    Type.Union([Type.String({ description: "HH:MM (24-hour); empty clears" }), Type.Null()]),
  ),
  driverNotes: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  collectOnBoard: Type.Optional(Type.Boolean()),
});
const TripChargeCandidate = Type.Object(
  {
    source: Type.String({ description: "extra-km, or expense:<step id>" }),
    description: text,
    quantity: Type.Integer({ minimum: 1 }),
    unitPaise: orNull<number>("integer", "In paise; null for staff without money.read", { minimum: 1 }),
    amountPaise: orNull<number>("integer", "In paise; null for staff without money.read", { minimum: 1 }),
    receiptUrl: orNull<string>("string", "The receipt's photo, for an expense"),
    approved: orNull<boolean>("boolean", "true: billed; false: rejected; null: not decided yet"),
  },
  strict,
);
const TripChargeDecision = Type.Object({ source: Type.String(), approve: Type.Boolean() });
export const schemas = { DriverDuty, DutySlipForm, TripChargeCandidate, TripChargeDecision };
const { ref } = refsTo(schemas);

const dutyDoc = (d: DutyView) => ({
  ...d,
  slipPathEn: `/duty-slips/${d.bookingId}.pdf?lang=en`,
  slipPathHi: `/duty-slips/${d.bookingId}.pdf?lang=hi`,
});

export const routes = {
  getDutySlip: route("get", "/api/bookings/{id}/duty-slip", staff(DUTY_SLIP_POLICIES, "duty"), {
    summary: "The trip's duty slip: reporting time, notes for the driver, collect on board, PDF downloads (admins)",
    description:
      "The PDF itself is `GET /duty-slips/{id}.pdf?lang=en|hi` with the Bearer token; the driver's link downloads it as `GET /duty-slips/link.pdf?token=<token>`.",
    ok: ok(200, "The duty slip", ref("DriverDuty")),
    handle: async ({ services, actor, id }) => dutyDoc(await services.dutySlips.duty(actor, id)),
  }),
  saveDutySlip: route("put", "/api/bookings/{id}/duty-slip", staff(DUTY_SLIP_POLICIES, "saveDuty"), {
    summary: "Saves the duty slip's reporting time, notes for the driver and collect on board (admins)",
    body: ref("DutySlipForm"),
    ok: ok(200, "The duty slip", ref("DriverDuty")),
    handle: async ({ services, actor, id, body }) => dutyDoc(await services.dutySlips.saveDuty(actor, id, body)),
  }),
  getTripCharges: route("get", "/api/bookings/{id}/trip-charges", staff(TRIP_CHARGE_POLICIES, "candidates"), {
    summary: "After the close: extra km over the accepted quote and each expense, offered for the invoice (admins)",
    ok: ok(200, "The candidate lines", Type.Array(ref("TripChargeCandidate"))),
    handle: ({ services, actor, id }) => services.tripCharges.candidates(actor, id),
  }),
  decideTripCharge: route("post", "/api/bookings/{id}/trip-charges/decide", staff(TRIP_CHARGE_POLICIES, "decide"), {
    summary: "Approves (billed on the invoice) or rejects a candidate line (admins with money.write)",
    body: ref("TripChargeDecision"),
    ok: ok(200, "The candidate lines", Type.Array(ref("TripChargeCandidate"))),
    answers: { "400": errorRef("BadRequest") },
    handle: ({ services, actor, id, body }) => services.tripCharges.decide(actor, id, body.source, body.approve),
  }),
};
