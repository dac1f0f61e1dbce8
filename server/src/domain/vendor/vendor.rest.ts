/** Vendors, their buses and the payables over REST, with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import { date, orNull, strict, text, timestamps, uuid } from "../../rest/json-schema";
import { ok, query, refsTo, route, staff } from "../../rest/route";
import type { Bus } from "../bus/bus.entity";
import type { Vendor as VendorRow } from "./vendor.entity";
import { VENDOR_POLICIES } from "./vendor.service";
import {
  type Payable as PayableRow,
  type Payables as PayablesValue,
  VENDOR_PAYABLES_POLICIES,
} from "./vendor-payables.service";

const money = (description: string) => orNull<string>("string", `${description}; exact rupee text ("18500.00")`);

const Vendor = Type.Object(
  {
    _id: uuid,
    name: text,
    gstin: orNull<string>("string"),
    pan: orNull<string>("string"),
    phone: text,
    contactName: orNull<string>("string"),
    ...timestamps,
  },
  strict,
);
const VendorInput = Type.Object(
  {
    name: text,
    gstin: Type.Optional(orNull<string>("string", "15 characters, checked like the operator's own")),
    pan: Type.Optional(orNull<string>("string", "Five letters, four digits and a letter")),
    phone: text,
    contactName: Type.Optional(orNull<string>("string")),
  },
  strict,
);
const VendorVehicle = Type.Object(
  {
    _id: uuid,
    vendorId: uuid,
    name: text,
    registrationNumber: orNull<string>("string"),
    capacity: Type.Integer({ minimum: 1, description: "Seats" }),
    description: Type.String({ description: "What kind of bus" }),
    status: text,
    ...timestamps,
  },
  strict,
);
const VendorVehicleInput = Type.Object(
  {
    registrationNumber: text,
    capacity: Type.Integer({ minimum: 1, maximum: 100 }),
    description: Type.Optional(orNull<string>("string", "What kind of bus: AC seater, sleeper, …")),
    name: Type.Optional(orNull<string>("string", "What staff call it; the registration number when empty")),
  },
  strict,
);
const VendorPayable = Type.Object(
  {
    vehicleId: uuid,
    bookingId: uuid,
    bookingRef: text,
    customerName: text,
    departureDate: date(),
    returnDate: date("The trip's last day"),
    bookingStatus: text,
    position: Type.Integer({ minimum: 1 }),
    busId: uuid,
    busName: text,
    registrationNumber: orNull<string>("string"),
    vendorId: uuid,
    vendorName: text,
    vendorCost: money("The cost agreed"),
    vendorPaidAt: orNull<string>("string", "date-time"),
    vendorPaidReference: orNull<string>("string"),
  },
  strict,
);
const VendorPayables = Type.Object(
  {
    rows: Type.Array(VendorPayable),
    vendors: Type.Array(
      Type.Object({ vendorId: uuid, vendorName: text, owed: money("Not yet paid"), paid: money("Paid") }, strict),
    ),
    owed: money("Not yet paid, all vendors"),
    paid: money("Paid, all vendors"),
  },
  strict,
);
const PaidRequest = Type.Object({ reference: Type.String({ description: "The payment's reference" }) }, strict);
export const schemas = {
  Vendor,
  VendorInput,
  VendorVehicle,
  VendorVehicleInput,
  VendorPayable,
  VendorPayables,
  PaidRequest,
};
const { ref } = refsTo(schemas);

const vendorDoc = (v: VendorRow) => ({
  _id: v.id,
  ...{ name: v.name, gstin: v.gstin, pan: v.pan, phone: v.phone, contactName: v.contactName },
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
});
const vehicleDoc = (b: Bus) => ({
  _id: b.id,
  vendorId: b.vendorId!,
  ...{ name: b.name, registrationNumber: b.registrationNumber, capacity: b.capacity, description: b.description },
  status: b.status as string,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});
const payableDoc = (p: PayableRow) => ({ ...p, vendorPaidAt: p.vendorPaidAt?.toISOString() ?? null });
const payablesDoc = (p: PayablesValue) => ({ ...p, rows: p.rows.map(payableDoc) });

export const routes = {
  listVendors: route("get", "/api/vendors", staff(VENDOR_POLICIES, "list"), {
    summary: "The vendors (partner operators whose buses are hired in), by name (staff)",
    ok: ok(200, "The vendors", Type.Array(ref("Vendor"))),
    handle: async ({ services, actor }) => (await services.vendors.list(actor)).map(vendorDoc),
  }),
  createVendor: route("post", "/api/vendors", staff(VENDOR_POLICIES, "create"), {
    body: ref("VendorInput"),
    summary: "Adds a vendor (fleet.write)",
    ok: ok(201, "The vendor", ref("Vendor")),
    handle: async ({ services, actor, body }) => vendorDoc(await services.vendors.create(actor, body)),
  }),
  getVendor: route("get", "/api/vendors/{id}", staff(VENDOR_POLICIES, "get"), {
    summary: "One vendor (staff)",
    ok: ok(200, "The vendor", ref("Vendor")),
    handle: async ({ services, actor, id }) => vendorDoc(await services.vendors.get(actor, id)),
  }),
  updateVendor: route("put", "/api/vendors/{id}", staff(VENDOR_POLICIES, "update"), {
    body: ref("VendorInput"),
    summary: "Changes a vendor's details (fleet.write)",
    ok: ok(200, "The vendor", ref("Vendor")),
    handle: async ({ services, actor, id, body }) => vendorDoc(await services.vendors.update(actor, id, body)),
  }),
  deleteVendor: route("delete", "/api/vendors/{id}", staff(VENDOR_POLICIES, "delete"), {
    summary: "Removes a vendor without buses (fleet.write)",
    ok: ok(200, "The vendor removed", ref("Vendor")),
    handle: async ({ services, actor, id }) => vendorDoc(await services.vendors.delete(actor, id)),
  }),
  listVendorVehicles: route("get", "/api/vendors/{id}/vehicles", staff(VENDOR_POLICIES, "vehiclesOfVendor"), {
    summary: "A vendor's buses (staff); their documents are at /api/buses/{id}/documents as the fleet's own",
    ok: ok(200, "The buses", Type.Array(ref("VendorVehicle"))),
    handle: async ({ services, actor, id }) => (await services.vendors.vehiclesOfVendor(actor, id)).map(vehicleDoc),
  }),
  addVendorVehicle: route("post", "/api/vendors/{id}/vehicles", staff(VENDOR_POLICIES, "addVehicle"), {
    body: ref("VendorVehicleInput"),
    summary: "Adds a bus to a vendor (fleet.write); never shown in the public fleet",
    ok: ok(201, "The bus", ref("VendorVehicle")),
    handle: async ({ services, actor, id, body }) => vehicleDoc(await services.vendors.addVehicle(actor, id, body)),
  }),
  updateVendorVehicle: route("put", "/api/vendor-vehicles/{id}", staff(VENDOR_POLICIES, "updateVehicle"), {
    body: ref("VendorVehicleInput"),
    summary: "Changes a vendor's bus (fleet.write)",
    ok: ok(200, "The bus", ref("VendorVehicle")),
    handle: async ({ services, actor, id, body }) => vehicleDoc(await services.vendors.updateVehicle(actor, id, body)),
  }),
  removeVendorVehicle: route("delete", "/api/vendor-vehicles/{id}", staff(VENDOR_POLICIES, "removeVehicle"), {
    summary: "Removes a vendor's bus that never filled a booking's vehicle (fleet.write)",
    ok: ok(200, "The bus removed", ref("VendorVehicle")),
    handle: async ({ services, actor, id }) => vehicleDoc(await services.vendors.removeVehicle(actor, id)),
  }),
  vendorPayables: route("get", "/api/vendor-payables", staff(VENDOR_PAYABLES_POLICIES, "payables"), {
    summary: "What is owed to vendors (money.read), each hired-in vehicle of a Confirmed booking and the sums",
    headers: [query("vendorId", "One vendor's only", false), query("unpaid", "`true`: the unpaid only", false)],
    ok: ok(200, "The payables", ref("VendorPayables")),
    handle: async ({ services, actor, req }) =>
      payablesDoc(await services.vendorPayables.payables(actor, req.query.vendorId, req.query.unpaid)),
  }),
  markVendorPaid: route("post", "/api/vendor-payables/{id}/paid", staff(VENDOR_PAYABLES_POLICIES, "markPaid"), {
    body: ref("PaidRequest"),
    summary: "Marks the vendor of a booking's vehicle paid with the payment's reference (money.write); once",
    ok: ok(200, "The payable, paid", ref("VendorPayable")),
    handle: async ({ services, actor, id, body }) =>
      payableDoc(await services.vendorPayables.markPaid(actor, id, body.reference)),
  }),
};
