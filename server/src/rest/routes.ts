/**
 * The /api/* REST shim of the specification's section 7, declared once: each business area declares
 * its rows (method, path, who may call, what it reads and answers, the one service call it makes)
 * and their schemas in `domain/<area>/<area>.rest.ts`, beside its resolver. This is the one table
 * they make, from which the Express router (rest/index.ts) and the OpenAPI document (rest/openapi.ts)
 * are both built.
 */
import * as auth from "../domain/auth/auth.rest";
import * as booking from "../domain/booking/booking.rest";
import * as bus from "../domain/bus/bus.rest";
import * as quote from "../domain/quote/quote.rest";
import * as driver from "../domain/driver/driver.rest";
import * as driverTrip from "../domain/driver/driver-trip.rest";
import * as dutySlip from "../domain/driver/duty-slip.rest";
import * as busPosition from "../domain/driver/bus-position.rest";
import * as busDocument from "../domain/bus-document/bus-document.rest";
import * as compliance from "../domain/booking/booking-compliance.rest";
import * as vehicles from "../domain/booking/booking-vehicle.rest";
import * as staffNote from "../domain/staff-note/staff-note.rest";
import * as upload from "../domain/upload/upload.rest";
import * as invoice from "../domain/invoice/invoice.rest";
import * as account from "../domain/account/account.rest";
import * as payment from "../domain/payment/payment.rest";
import * as paymentGateway from "../domain/payment/payment-gateway.rest";
import * as dispatch from "../domain/dispatch/dispatch.rest";
import * as messaging from "../domain/messaging/messaging.rest";
import * as vendor from "../domain/vendor/vendor.rest";
import { ErrorBody } from "./json-schema";
import type { Refusal, Route } from "./route";

const areas = [
  bus,
  busDocument,
  compliance,
  booking,
  vehicles,
  quote,
  staffNote,
  driver,
  driverTrip,
  dutySlip,
  busPosition,
  auth,
  upload,
  invoice,
  account,
  payment,
  paymentGateway,
  dispatch,
  messaging,
  vendor,
];

/** The table: each operation under its operationId. */
export const routes: Route[] = areas.flatMap((a) =>
  Object.entries(a.routes).map(([operationId, r]) => ({ ...r, operationId })),
);

/** Methods paths refuse on purpose (405 with `Allow`), each with the methods its path has in the table. */
export const refusals: Array<Refusal & { allow: string[] }> = areas.flatMap((a) =>
  ((a as { refusals?: Refusal[] }).refusals ?? []).map((r) => {
    const allow = routes.filter((row) => row.path === r.path).map((row) => row.method.toUpperCase());
    if (!allow.length || r.methods.some((m) => allow.includes(m.toUpperCase())))
      throw new Error(`The refusal of ${r.path} must name a path of the table and only methods it does not have`);
    return { ...r, allow };
  }),
);

/** `components.schemas`: every area's schemas under their names (which must not collide), sorted. */
const named = [["Error", ErrorBody] as const, ...areas.flatMap((a) => Object.entries(a.schemas))];
export const schemas = Object.fromEntries(named.sort(([a], [b]) => (a < b ? -1 : 1)));
if (Object.keys(schemas).length !== named.length) throw new Error("Two REST schemas have the same name");
