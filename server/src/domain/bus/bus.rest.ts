/** The buses' REST routes (and their blackouts'), with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { either, oneOf, orNull, ref, strict, text, texts, timestamps, uuid } from "../../rest/json-schema";
import { date, dateTime, min0 } from "../../rest/json-schema";
import { ok, pick, refsTo, route, staff } from "../../rest/route";
import { BusStatus } from "../shared/enums";
import type { BusBlackout as BlackoutRow } from "./bus-blackout.entity";
import type { Bus as BusRow, PopularRoute as RouteRow } from "./bus.entity";
import { MAX_BUS_IMAGES } from "./bus.service";
import { BUS_AVAILABILITY_POLICIES } from "./bus-availability.service";
import { BUS_POLICIES } from "./bus.service";

const PopularRoute = Type.Object(
  {
    _id: uuid,
    ...texts("from", "to"),
    duration: Type.Number({ ...min0, description: "Hours" }),
    distance: Type.Number({ ...min0, description: "Kilometres" }),
  },
  strict,
);
const Bus = Type.Object(
  {
    _id: uuid,
    id: Type.String({ format: "uuid", description: "Equal to `_id`" }),
    name: text,
    capacity: Type.Integer({ minimum: 1, description: "Seats" }),
    status: oneOf(BusStatus),
    description: text,
    features: Type.Array(text),
    images: Type.Array(text, { description: "Image URLs (absolute, or paths on this server such as /uploads/...)" }),
    lastMaintenance: orNull<string>("string", "YYYY-MM-DD", { format: "date" }),
    registrationNumber: orNull<string>("string", "The registration number, e.g. UP65 AB 1234"),
    popularRoutes: Type.Array(ref("PopularRoute", PopularRoute)),
    ...timestamps,
  },
  strict,
);
const imageUrl = Type.String({
  description: "http(s) URL ending in png, jpg, jpeg, gif or webp, or an /uploads/ path",
});
const BusInput = Type.Object(
  {
    name: Type.Optional(text),
    capacity: Type.Optional(either(["integer", "string"], "A whole number of seats (a numeric string is accepted)")),
    status: Type.Optional(oneOf(BusStatus)),
    description: Type.Optional(text),
    features: Type.Optional(
      Type.Unsafe({ oneOf: [Type.Array(text), { type: "string", description: "Comma-separated" }] }),
    ),
    images: Type.Optional(Type.Array(imageUrl, { maxItems: MAX_BUS_IMAGES })),
    lastMaintenance: Type.Optional(Type.String({ description: "YYYY-MM-DD (an ISO date-time is cut to its date)" })),
    registrationNumber: Type.Optional(orNull<string>("string", "The registration number; empty or null clears it")),
    popularRoutes: Type.Optional(
      Type.Array(
        Type.Object({
          ...texts("from", "to"),
          duration: either(["number", "string"], "Hours"),
          distance: either(["number", "string"], "Kilometres"),
        }),
      ),
    ),
  },
  {
    description:
      "The bus form. On POST name, capacity, description, features and lastMaintenance are required (status defaults to Available); `id`, `_id` and other fields are ignored.",
  },
);
const BusDeleted = Type.Object({ message: text, _id: uuid, id: uuid }, strict);
const Blackout = Type.Object(
  { _id: uuid, busId: uuid, startDate: date(), endDate: date(), reason: text, createdAt: dateTime },
  strict,
);
const BlackoutRequest = Type.Object({
  startDate: Type.String({ description: "YYYY-MM-DD" }),
  endDate: Type.String({ description: "YYYY-MM-DD, inclusive" }),
  reason: text,
});
export const schemas = { PopularRoute, Bus, BusInput, BusDeleted, Blackout, BlackoutRequest };
const { ref: refTo, list } = refsTo(schemas);

export const busDoc = (b: BusRow) =>
  toDoc(Bus, b, { popularRoutes: (b.popularRoutes ?? []).map((r: RouteRow) => toDoc(PopularRoute, r)) });
const blackoutDoc = (b: BlackoutRow) => toDoc(Blackout, b);
/** The bus form's fields; `id`, `_id` and anything else in the body are ignored. */
const busForm = (body: Record<string, unknown>) =>
  pick(body, [
    "name",
    "capacity",
    "status",
    "description",
    "features",
    "images",
    "lastMaintenance",
    "popularRoutes",
    "registrationNumber",
  ]);

export const routes = {
  listBuses: route("get", "/api/buses", "anyone", {
    summary: "The fleet, largest first, each with its popular routes",
    ok: ok(200, "All buses", list("Bus")),
    handle: async ({ services }) => (await services.buses.list()).map(busDoc),
  }),
  createBus: route("post", "/api/buses", staff(BUS_POLICIES, "create"), {
    body: refTo("BusInput"),
    summary: "Adds a bus (admins)",
    ok: ok(201, "The saved bus", refTo("Bus")),
    handle: async ({ services, actor, body }) => busDoc(await services.buses.create(actor, busForm(body))),
  }),
  getBus: route("get", "/api/buses/{id}", "anyone", {
    summary: "One bus including its popular routes",
    ok: ok(200, "The bus", refTo("Bus")),
    handle: async ({ services, id }) => busDoc(await services.buses.get(id)),
  }),
  updateBus: route("put", "/api/buses/{id}", staff(BUS_POLICIES, "update"), {
    body: refTo("BusInput"),
    summary: "Updates a bus (admins)",
    description:
      "The client sends the whole bus (as for POST); fields left out are kept. `id` and `_id` in the body are ignored: the path names the bus. `popularRoutes`, when sent, replace the bus's routes.",
    ok: ok(200, "The updated bus", refTo("Bus")),
    handle: async ({ services, actor, id, body }) => busDoc(await services.buses.update(actor, id, busForm(body))),
  }),
  deleteBus: route("delete", "/api/buses/{id}", staff(BUS_POLICIES, "delete"), {
    summary: "Removes a bus (admins); its bookings keep their data with `busType: null`",
    ok: ok(200, "The bus was removed", refTo("BusDeleted")),
    handle: async ({ services, actor, id }) => {
      const bus = await services.buses.delete(actor, id);
      return { message: "Bus deleted.", _id: bus.id, id: bus.id };
    },
  }),
  listBusBlackouts: route("get", "/api/buses/{id}/blackouts", "anyone", {
    summary: "A bus's maintenance and unavailable periods, soonest first",
    ok: ok(200, "The periods", list("Blackout")),
    handle: async ({ services, id }) => (await services.availability.blackouts(id)).map(blackoutDoc),
  }),
  addBusBlackout: route("post", "/api/buses/{id}/blackouts", staff(BUS_AVAILABILITY_POLICIES, "addBlackout"), {
    body: refTo("BlackoutRequest"),
    summary: "Adds a maintenance or unavailable period (admins); Confirmed bookings meeting it are then refused",
    ok: ok(201, "The period", refTo("Blackout")),
    handle: async ({ services, actor, id, body }) =>
      blackoutDoc(await services.availability.addBlackout(actor, id, body)),
  }),
};
