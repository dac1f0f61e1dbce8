/** Drivers and who drives each Confirmed booking, over REST (admins), with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { date, dateTime, oneOf, orNull, ref as refTo, strict, text, timestamps, uuid } from "../../rest/json-schema";
import { errorRef, ok, pick, refsTo, route, staff } from "../../rest/route";
import { Language } from "../shared/enums";
import type { Driver as DriverRow, DriverAssignment as AssignmentRow } from "./driver.entity";
import { MAX_DRIVERS } from "./driver-assignment.service";
import { DRIVER_ASSIGNMENT_POLICIES } from "./driver-assignment.service";
import { DRIVER_POLICIES } from "./driver.service";

const Driver = Type.Object(
  {
    _id: uuid,
    name: text,
    phone: text,
    licenceNumber: text,
    licenceValidUntil: date("Last day the licence is valid"),
    language: oneOf(Language),
    languages: Type.String({ description: "Languages the driver speaks, as staff wrote them" }),
    active: Type.Boolean({ description: "Inactive drivers cannot be assigned" }),
    notes: orNull<string>("string"),
    photoUrl: orNull<string>("string"),
    ...timestamps,
  },
  strict,
);
const DriverInput = Type.Object(
  {
    name: Type.Optional(text),
    phone: Type.Optional(text),
    licenceNumber: Type.Optional(text),
    licenceValidUntil: Type.Optional(Type.String({ description: "YYYY-MM-DD" })),
    language: Type.Optional(oneOf(Language)),
    languages: Type.Optional(text),
    active: Type.Optional(Type.Boolean({ description: "false deactivates the driver" })),
    notes: Type.Optional(orNull<string>("string")),
    photoUrl: Type.Optional(
      orNull<string>("string", "An /uploads/ path or http(s) image URL; empty or null removes it"),
    ),
  },
  {
    description:
      "The driver form. On POST name, phone, licenceNumber and licenceValidUntil are required (language defaults to hi); on PUT omitted fields are kept.",
  },
);
const DriverDeleted = Type.Object({ message: text, _id: uuid }, strict);
const DriverAssignment = Type.Object(
  {
    _id: uuid,
    bookingId: uuid,
    seat: Type.Integer({ minimum: 1, maximum: MAX_DRIVERS, description: "1 main driver, 2 second driver" }),
    driver: refTo("Driver", Driver),
    createdAt: dateTime,
  },
  strict,
);
const DriverAssignmentRequest = Type.Object({
  driverIds: Type.Array(uuid, {
    maxItems: MAX_DRIVERS,
    description: "One or two driver ids, main driver first; an empty list unassigns",
  }),
  overrideReason: Type.Optional(
    orNull<string>("string", "Owners: assign despite lapsed vehicle documents; recorded in the booking's history"),
  ),
});
export const schemas = { Driver, DriverInput, DriverDeleted, DriverAssignment, DriverAssignmentRequest };
const { ref, list } = refsTo(schemas);

const driverDoc = (d: DriverRow) => toDoc(Driver, d);
const assignmentDoc = (a: AssignmentRow) => toDoc(DriverAssignment, a, { driver: driverDoc(a.driver) });
const driverForm = (body: Record<string, unknown>) =>
  pick(body, [
    "name",
    "phone",
    "licenceNumber",
    "licenceValidUntil",
    "language",
    "languages",
    "active",
    "notes",
    "photoUrl",
  ]);

export const routes = {
  listDrivers: route("get", "/api/drivers", staff(DRIVER_POLICIES, "list"), {
    summary: "The drivers, active first, by name (admins)",
    ok: ok(200, "The drivers", list("Driver")),
    handle: async ({ services, actor }) => (await services.drivers.list(actor)).map(driverDoc),
  }),
  createDriver: route("post", "/api/drivers", staff(DRIVER_POLICIES, "create"), {
    body: ref("DriverInput"),
    summary: "Adds a driver (admins)",
    answers: { "409": errorRef("Conflict") },
    ok: ok(201, "The driver", ref("Driver")),
    handle: async ({ services, actor, body }) => driverDoc(await services.drivers.create(actor, driverForm(body))),
  }),
  getDriver: route("get", "/api/drivers/{id}", staff(DRIVER_POLICIES, "get"), {
    summary: "One driver (admins)",
    ok: ok(200, "The driver", ref("Driver")),
    handle: async ({ services, actor, id }) => driverDoc(await services.drivers.get(actor, id)),
  }),
  updateDriver: route("put", "/api/drivers/{id}", staff(DRIVER_POLICIES, "update"), {
    body: ref("DriverInput"),
    summary: "Edits a driver; `active: false` deactivates (admins)",
    answers: { "409": errorRef("Conflict") },
    ok: ok(200, "The driver", ref("Driver")),
    handle: async ({ services, actor, id, body }) =>
      driverDoc(await services.drivers.update(actor, id, driverForm(body))),
  }),
  deleteDriver: route("delete", "/api/drivers/{id}", staff(DRIVER_POLICIES, "delete"), {
    summary: "Deletes a driver who never had a trip (admins); a driver with trips answers 409 (deactivate instead)",
    ok: ok(200, "The driver was deleted", ref("DriverDeleted")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id }) => {
      const driver = await services.drivers.delete(actor, id);
      return { message: "Driver deleted.", _id: driver.id };
    },
  }),
  listBookingDrivers: route("get", "/api/bookings/{id}/drivers", staff(DRIVER_ASSIGNMENT_POLICIES, "assignments"), {
    summary: "Who drives a booking, main driver first (admins)",
    ok: ok(200, "The assignments", list("DriverAssignment")),
    handle: async ({ services, actor, id }) =>
      (await services.driverAssignments.assignments(actor, id)).map(assignmentDoc),
  }),
  assignBookingDrivers: route("put", "/api/bookings/{id}/drivers", staff(DRIVER_ASSIGNMENT_POLICIES, "assign"), {
    body: ref("DriverAssignmentRequest"),
    summary: "Sets who drives a Confirmed booking: one or two drivers (admins)",
    description:
      "Refused with 409 when the booking is not Confirmed, a driver is inactive, a driver's licence ends before the trip's last day, a required document of the bus lapses before it (the message names the document and its date; not checked when the confirmation was an owner's override; owners may send `overrideReason` to assign anyway, and anyone else who sends one while a document lapses is refused with 403), or a driver already drives an overlapping Confirmed trip (the message names it; the database decides between simultaneous requests). The change is recorded in the booking's history.",
    ok: ok(200, "The booking's drivers now", list("DriverAssignment")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      (await services.driverAssignments.assign(actor, id, body.driverIds, body.overrideReason)).map(assignmentDoc),
  }),
};
