/** A booking's vehicles over REST: read by the booking's readers, allocated by staff with fleet.write. */
import { Type } from "@sinclair/typebox";
import { orNull, strict, uuid } from "../../rest/json-schema";
import { ok, refsTo, route, staff } from "../../rest/route";
import { VEHICLE_ALLOCATION_POLICIES, type VehicleView } from "./vehicle-allocation.service";

const BookingVehicle = Type.Object(
  {
    id: uuid,
    position: Type.Integer({ minimum: 1, description: "1, 2, …: the first is the booking's own bus (`busType`)" }),
    seats: Type.Integer({ minimum: 1, description: "Its bus's seats once it has one, else what was asked" }),
    busId: orNull<string>("string", "uuid"),
    busName: orNull<string>("string"),
    registrationNumber: orNull<string>("string"),
    vendorId: orNull<string>("string", "uuid"),
    vendorName: orNull<string>("string"),
    vendorCost: orNull<string>("string", '₹ agreed with the vendor, exact ("18500.00"); staff with money.read only'),
    vendorPaidAt: orNull<string>("string", "date-time"),
    vendorPaidReference: orNull<string>("string"),
    slipPathEn: orNull<string>("string", "GET with the Bearer token: this vehicle's duty slip in English (staff)"),
    slipPathHi: orNull<string>("string", "GET with the Bearer token: this vehicle's duty slip in Hindi (staff)"),
    farmOutPathEn: orNull<string>("string", "GET with the Bearer token: the farm-out sheet in English (hired-in only)"),
    farmOutPathHi: orNull<string>("string", "GET with the Bearer token: the farm-out sheet in Hindi (hired-in only)"),
  },
  strict,
);
const VehicleInput = Type.Object(
  {
    id: Type.Optional(orNull<string>("string", "An existing vehicle of the booking; empty for a new one")),
    seats: Type.Optional(orNull<number>("integer", "Seats asked for; with a bus, its seats are the bus's")),
    busId: Type.Optional(orNull<string>("string", "The bus (own or a vendor's) that fills it")),
    vendorCost: Type.Optional(orNull<string>("string", "₹ agreed with the vendor, for a vendor's bus")),
  },
  strict,
);
const Allocation = Type.Object(
  {
    vehicles: Type.Array(VehicleInput, { description: "The booking's vehicles in order" }),
    overrideReason: Type.Optional(orNull<string>("string", "The owner's written reason to override the document rule")),
  },
  strict,
);
export const schemas = { BookingVehicle, VehicleInput, Allocation };

/** A vehicle as JSON (the payment's time as ISO text). */
export const vehicleDocs = (list: VehicleView[]) =>
  list.map((v) => ({ ...v, vendorPaidAt: v.vendorPaidAt?.toISOString() ?? null }));
const { ref } = refsTo(schemas);

export const routes = {
  bookingVehicles: route("get", "/api/bookings/{id}/vehicles", "user", {
    summary: "A booking's vehicles in order (staff, or the booking's owner)",
    description: "A single-bus booking has one vehicle, whose bus is the booking's `busType`.",
    ok: ok(200, "The vehicles", Type.Array(ref("BookingVehicle"))),
    handle: async ({ services, actor, id }) => vehicleDocs(await services.vehicles.vehicles(actor, id)),
  }),
  allocateVehicles: route("put", "/api/bookings/{id}/vehicles", staff(VEHICLE_ALLOCATION_POLICIES, "allocate"), {
    summary: "Sets a booking's vehicles in order (staff with fleet.write)",
    description:
      "Existing vehicles by `id`, new ones without, missing ones removed (never the first, one with a driver, or one whose vendor was paid). A bus newly filling a vehicle must be in service and free on the trip's days; for a Confirmed booking or a vendor's bus its documents must cover the trip unless the owner writes `overrideReason`. Passengers may not outnumber the seats.",
    body: ref("Allocation"),
    ok: ok(200, "The booking's vehicles", Type.Array(ref("BookingVehicle"))),
    handle: async ({ services, actor, id, body }) =>
      vehicleDocs(await services.vehicles.allocate(actor, id, body.vehicles, body.overrideReason)),
  }),
};
