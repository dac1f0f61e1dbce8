/** The bus's last position over REST: the driver's phone sends it through the trip's link; its readers ask the booking. */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, ref as refTo, strict, text } from "../../rest/json-schema";
import { errorRef, ok, refsTo, route } from "../../rest/route";
import type { BusPositionView } from "./bus-position.service";

const NearPlace = Type.Object(
  {
    name: text,
    region: Type.String({ description: "State or country" }),
    km: Type.Number({ minimum: 0, description: "Straight-line km from the bus to the place" }),
  },
  strict,
);
const BusPosition = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    accuracyM: orNull<number>("number", "The phone's estimate of its error, metres"),
    recordedAt: Type.String({ format: "date-time", description: "When the server received it" }),
    minutesAgo: Type.Integer({ minimum: 0 }),
    near: Type.Union([refTo("BusNearPlace", NearPlace), Type.Null()], {
      description: "The offline gazetteer's nearest place",
    }),
  },
  strict,
);
const DriverPosition = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, description: "Latitude, degrees" }),
  lon: Type.Number({ minimum: -180, maximum: 180, description: "Longitude, degrees" }),
  accuracy: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: "Metres" })),
});
const DriverPositionShared = Type.Object(
  {
    stored: Type.Boolean({ description: "False when it came within 20 s of the one kept: accepted, that one kept" }),
    recordedAt: dateTime,
  },
  strict,
);
export const schemas = { BusNearPlace: NearPlace, BusPosition, DriverPosition, DriverPositionShared };
const { ref } = refsTo(schemas);

const positionDoc = (p: BusPositionView) =>
  toDoc(BusPosition, { id: null, ...p }, { near: p.near && toDoc(NearPlace, { id: null, ...p.near }) });
const tokenParam: OAS.ParameterObject[] = [
  {
    name: "token",
    in: "path",
    required: true,
    schema: { type: "string" },
    description: "The driver's link token (/d/<token>)",
  },
];

export const routes = {
  shareDriverPosition: route("post", "/api/driver-trips/{token}/position", "anyone", {
    summary: "The driver's phone shares the bus's position on the started trip (the driver switched sharing on)",
    description:
      "Only the last position of a trip is kept, at most one every 20 s: one sooner is answered 200 with `stored: false` and not kept. Refused before the start and after the close (409); the position is deleted when the trip closes, and after two days at the latest.",
    headers: tokenParam,
    body: ref("DriverPosition"),
    ok: ok(200, "Received", ref("DriverPositionShared")),
    answers: {
      "400": errorRef("BadRequest"),
      "403": errorRef("Forbidden"),
      "404": errorRef("NotFound"),
      "409": errorRef("Conflict"),
    },
    handle: async ({ services, req, body }) => {
      const shared = await services.busPositions.share(req.params.token, body);
      return toDoc(DriverPositionShared, { id: null, ...shared });
    },
  }),
  getBusPosition: route("get", "/api/bookings/{id}/bus-position", "user", {
    summary:
      "Where the booking's bus was last seen on its trip, with the nearest known place; null when the driver shares none (its owner, or staff with bookings.read)",
    answers: { "403": errorRef("Forbidden"), "404": errorRef("NotFound") },
    ok: ok(200, "The position, or null", Type.Union([ref("BusPosition"), Type.Null()])),
    handle: async ({ services, actor, id }) => {
      const position = await services.busPositions.ofBooking(actor, id);
      return position && positionDoc(position);
    },
  }),
};
