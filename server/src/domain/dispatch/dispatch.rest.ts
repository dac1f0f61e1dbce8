/** The dispatch board over REST: Confirmed trips by day against every coach and active driver, and who is free for a trip. */
import { Type } from "@sinclair/typebox";
import { date, orNull, strict, text, uuid } from "../../rest/json-schema";
import { errorRef, ok, query, refsTo, route, staff } from "../../rest/route";
import { DISPATCH_POLICIES } from "./dispatch.service";

const DispatchMark = Type.Object(
  {
    date: date("The last valid day"),
    label: text,
    lapsed: Type.Boolean({ description: "True once the day has passed" }),
  },
  strict,
);
const DispatchTrip = Type.Object(
  {
    bookingId: uuid,
    reference: text,
    customer: text,
    route: Type.String({ description: "Pickup → destination" }),
    departureDate: date(),
    returnDate: date("The trip's last day"),
    days: Type.Integer({ minimum: 1 }),
    passengers: orNull<number>("integer"),
    reportingTime: orNull<string>("string", "HH:MM at the pickup, from the duty slip"),
    busId: orNull<string>("string", "The first vehicle's coach"),
    busIds: Type.Array(uuid, { description: "Every vehicle's coach, first vehicle first" }),
    driverIds: Type.Array(uuid, { description: "Main driver first" }),
  },
  strict,
);
const DispatchCoach = Type.Object(
  {
    id: uuid,
    name: text,
    registrationNumber: orNull<string>("string"),
    seats: Type.Integer({ minimum: 1 }),
    maintenance: Type.Boolean(),
    blackouts: Type.Array(Type.Object({ startDate: date(), endDate: date("Included"), reason: text }, strict), {
      description: "Unavailable periods meeting the board's days",
    }),
    marks: Type.Array(DispatchMark, { description: "Vehicle documents whose last valid day is on the board" }),
  },
  strict,
);
const DispatchDriver = Type.Object(
  {
    id: uuid,
    name: text,
    phone: text,
    licenceValidUntil: date(),
    marks: Type.Array(DispatchMark, { description: "The licence's last valid day, when on the board" }),
  },
  strict,
);
const DispatchBoard = Type.Object(
  {
    from: date(),
    until: date(),
    days: Type.Array(date()),
    trips: Type.Array(DispatchTrip),
    coaches: Type.Array(DispatchCoach),
    drivers: Type.Array(DispatchDriver),
  },
  { ...strict, description: "No money: fares, advances and balances never appear on the board" },
);
const DispatchCandidate = Type.Object(
  {
    id: uuid,
    name: text,
    current: Type.Boolean({ description: "The trip's own coach or driver now" }),
    free: Type.Boolean(),
    reasons: Type.Array(text, {
      description: 'Why not free, e.g. "on duty for BK-1a2b", "licence lapses Dec 3, 2026"',
    }),
  },
  strict,
);
const DispatchOptions = Type.Object(
  {
    bookingId: uuid,
    reference: text,
    departureDate: date(),
    returnDate: date(),
    coaches: Type.Array(DispatchCandidate),
    drivers: Type.Array(DispatchCandidate),
  },
  strict,
);
export const schemas = { DispatchBoard, DispatchOptions };
const { ref } = refsTo(schemas);

export const routes = {
  dispatchBoard: route("get", "/api/dispatch", staff(DISPATCH_POLICIES, "board"), {
    summary: "The dispatch board: Confirmed trips by day against every coach and active driver (admins)",
    description:
      "Each trip once (its coach `busId` and drivers `driverIds`), each coach with its unavailable periods and the days its vehicle documents lapse, each active driver with the day the licence lapses. A day of a row with no trip is free. Assign with `PUT /api/bookings/{id}/bus` and `PUT /api/bookings/{id}/drivers`.",
    headers: [query("from", "The first day, YYYY-MM-DD"), query("days", "How many days, 1-42 (default 7)", false)],
    ok: ok(200, "The board", ref("DispatchBoard")),
    answers: { "400": errorRef("BadRequest") },
    handle: ({ services, actor, req }) => services.dispatch.board(actor, req.query.from, req.query.days ?? 7),
  }),
  dispatchOptions: route("get", "/api/bookings/{id}/dispatch-options", staff(DISPATCH_POLICIES, "candidates"), {
    summary: "Each coach and driver for a trip: free, or the reasons why not (admins)",
    ok: ok(200, "The options", ref("DispatchOptions")),
    answers: { "404": errorRef("NotFound") },
    handle: ({ services, actor, id }) => services.dispatch.candidates(actor, id),
  }),
};
