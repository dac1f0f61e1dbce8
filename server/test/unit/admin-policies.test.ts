/**
 * Every staff operation is refused by its service, whatever adapter calls it: each method whose policy
 * in SERVICE_POLICIES is not "open" is called with no actor, a customer and each staff role, on
 * services whose database throws if touched (so the gate must come first). A role whose permissions
 * hold the method's permission gets past the gate; every other role is refused before the database.
 */
import type { DataSource } from "typeorm";
import { loadConfig } from "../../src/config";
import type { Actor, Policy } from "../../src/domain/shared/actor";
import { Role } from "../../src/domain/shared/enums";
import { ForbiddenError, UnauthenticatedError } from "../../src/domain/shared/errors";
import { Permission, ROLE_PERMISSIONS, StaffRole } from "../../src/domain/shared/permissions";
import { SERVICE_POLICIES, createServices, type Services } from "../../src/services";

const untouchable = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the database was touched (${String(property)}) before the actor was checked`);
    },
  },
) as DataSource;
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: "/nonexistent",
  JWT_SECRET: "unit-secret-unit-secret-unit-secret-0123",
} as NodeJS.ProcessEnv);
const noQueue = { enqueue: () => Promise.reject(new Error("the queue was touched before the actor was checked")) };
const services = createServices(untouchable, config, { publish: () => {} }, noQueue);
const customer: Actor = { id: "8d7c6b5a-0000-4000-8000-000000000001", role: Role.user, name: "Asha" };
const staff = (staffRole: StaffRole): Actor => ({
  id: "8d7c6b5a-0000-4000-8000-000000000002",
  role: Role.admin,
  name: staffRole,
  staffRole,
});
const SOME_ID = "00000000-0000-4000-8000-000000000000";

const guarded = Object.entries(SERVICE_POLICIES).flatMap(([service, policies]) =>
  Object.entries(policies as Record<string, Policy>)
    .filter(([, policy]) => policy !== "open")
    .map(([method, policy]) => [`${service}.${method}`, service, method, policy] as const),
);

/** Calls a service method as `actor`, whether it is async or throws at once. */
async function call(service: string, method: string, actor: Actor | undefined) {
  const target = services[service as keyof Services] as unknown as Record<string, (...args: unknown[]) => unknown>;
  return target[method](actor, SOME_ID, {}, SOME_ID);
}

test("the roles' permissions are as the README's table says", () => {
  const P = Permission;
  expect(ROLE_PERMISSIONS[StaffRole.owner]).toEqual(Object.values(Permission));
  expect([...ROLE_PERMISSIONS[StaffRole.manager]].sort()).toEqual(
    Object.values(Permission)
      .filter((p) => ![P.staffManage, P.taxesWrite, P.activityRead, P.documentsOverride].includes(p))
      .sort(),
  );
  expect([...ROLE_PERMISSIONS[StaffRole.bookingDesk]].sort()).toEqual([
    "bookings.assign",
    "bookings.confirm",
    "bookings.read",
    "bookings.write",
    "customers.read",
    "customers.write",
    "quotes.price",
  ]);
  expect([...ROLE_PERMISSIONS[StaffRole.dispatcher]].sort()).toEqual([
    "bookings.assign",
    "bookings.read",
    "calendar.write",
    "documents.write",
    "drivers.write",
  ]);
  expect([...ROLE_PERMISSIONS[StaffRole.accounts]].sort()).toEqual([
    "bookings.read",
    "customers.read",
    "money.read",
    "money.write",
    "payments.read",
    "payments.write",
    "reports.read",
  ]);
});

test("the staff operations and the permission each needs (a removed or changed declaration shows here)", () => {
  expect(Object.fromEntries(guarded.map(([name, , , policy]) => [name, policy]))).toEqual({
    "margins.margin": "bookings.read",
    "farmOut.sheet": "bookings.read",
    "vehicles.allocate": "fleet.write",
    "vendorPayables.markPaid": "money.write",
    "vendorPayables.payables": "money.read",
    "vendors.addVehicle": "fleet.write",
    "vendors.create": "fleet.write",
    "vendors.delete": "fleet.write",
    "vendors.get": "bookings.read",
    "vendors.list": "bookings.read",
    "vendors.removeVehicle": "fleet.write",
    "vendors.update": "fleet.write",
    "vendors.updateVehicle": "fleet.write",
    "vendors.vehiclesOf": "bookings.read",
    "vendors.vehiclesOfVendor": "bookings.read",
    "sessions.list": "staff.manage",
    "sessions.revoke": "staff.manage",
    "buses.create": "fleet.write",
    "buses.update": "fleet.write",
    "buses.delete": "fleet.write",
    "bookings.listAll": "bookings.read",
    "closeOut.complete": "money.write",
    "consents.forBooking": "bookings.read",
    "consents.forCustomer": "customers.read",
    "conversations.forBooking": "bookings.read",
    "conversations.one": "bookings.read",
    "conversations.sendText": "bookings.write",
    "conversations.watch": "bookings.read",
    "conversations.windowOpenUntil": "bookings.read",
    "messageSettings.costs": "reports.read",
    "messageSettings.setEnabled": "settings.write",
    "messageSettings.status": "bookings.read",
    "messageSettings.templates": "bookings.read",
    "closeOut.settlement": "money.read",
    "bookingStatus.setStatus": "bookings.write",
    "bookingStatus.delete": "bookings.write",
    "reports.page": "bookings.read",
    "figures.stats": "bookings.read",
    "figures.between": "bookings.read",
    "figures.watch": "bookings.read",
    "cancellationRefunds.policy": ["payments.read", "settings.write"],
    "cancellationRefunds.refundBooking": "payments.write",
    "cancellationRefunds.savePolicy": "settings.write",
    "cancellationRefunds.suggestion": "payments.read",
    "refunds.list": "payments.read",
    "refunds.refund": "payments.write",
    "reports.exportRows": "bookings.read",
    "figures.perMonth": "reports.read",
    "bookingDocuments.all": "bookings.read",
    "uploads.store": ["fleet.write", "content.write"],
    "destinations.create": "content.write",
    "destinations.update": "content.write",
    "destinations.delete": "content.write",
    "settings.save": "settings.write",
    "settings.saveNotifications": "settings.write",
    "settings.notificationsForStaff": "admin",
    "contact.list": "customers.read",
    "contact.setHandled": "customers.write",
    "customers.list": "customers.read",
    "customers.bookings": "customers.read",
    "notifications.listForBooking": "bookings.read",
    "notifications.retry": "bookings.write",
    "availability.blackoutsBetween": "bookings.read",
    "availability.addBlackout": "calendar.write",
    "availability.removeBlackout": "calendar.write",
    "fares.recordFare": "money.write",
    "desk.answerCancellation": "bookings.write",
    "bookingBus.changeBus": "bookings.assign",
    "paymentIssues.acceptHeld": "payments.write",
    "paymentIssues.list": "payments.read",
    "paymentOrders.list": "payments.read",
    "paymentOrders.sendLink": "payments.write",
    "paymentSettings.forStaff": ["money.read", "taxes.write"],
    "paymentSettings.save": "taxes.write",
    "payments.list": "payments.read",
    "collections.page": "payments.read",
    "payments.record": "payments.write",
    "taxSettings.forStaff": ["money.read", "taxes.write"],
    "taxSettings.save": "taxes.write",
    "invoicing.issue": "money.write",
    "invoicing.preview": "money.read",
    "invoices.write": "money.write",
    "notes.issue": "money.write",
    "notes.creditOnCancel": "bookings.write",
    "notes.credit": "money.write",
    "notes.debit": "money.write",
    "gstr1.export": "money.read",
    "staffNotes.list": ["bookings.read", "customers.read"],
    "staffNotes.add": ["bookings.write", "customers.write"],
    "staff.list": "staff.manage",
    "staff.roles": "staff.manage",
    "staff.resendInvite": "staff.manage",
    "staff.invite": "staff.manage",
    "staff.setRole": "staff.manage",
    "staffBookings.createForCustomer": "bookings.write",
    "staff.disable": "staff.manage",
    "staff.enable": "staff.manage",
    "quoteDrafts.prepare": "quotes.price",
    "quoteDrafts.updateLines": "quotes.price",
    "quoteDrafts.send": "quotes.price",
    "quoteLinks.links": ["quotes.price", "money.read"],
    "quoteSettings.forStaff": ["quotes.price", "settings.write"],
    "quoteSettings.save": "settings.write",
    "rateCards.list": ["quotes.price", "settings.write"],
    "rateCards.save": "settings.write",
    "drivers.list": "bookings.read",
    "drivers.get": "bookings.read",
    "driverAssignments.assignments": "bookings.read",
    "driverAssignments.assignmentsOf": "bookings.read",
    "driverAssignments.unassignedSoon": "bookings.read",
    "driverRosters.createRosterLink": "drivers.write",
    "driverRosters.revokeRosterLink": "drivers.write",
    "driverRosters.rosterLinks": "drivers.write",
    "drivers.create": "drivers.write",
    "drivers.update": "drivers.write",
    "drivers.delete": "drivers.write",
    "driverAssignments.assign": "drivers.write",
    "driverLinks.link": "drivers.write",
    "driverLinks.revokeLink": "drivers.write",
    "driverLinks.renewLink": "drivers.write",
    "staffTrips.closeAsStaff": "drivers.write",
    "staffTrips.tripForStaff": "bookings.read",
    "dutySlips.duty": "bookings.read",
    "dutySlips.slipForStaff": "bookings.read",
    "dutySlips.saveDuty": "drivers.write",
    "tripCharges.candidates": "bookings.read",
    "tripCharges.decide": "money.write",
    "documents.list": "bookings.read",
    "documents.get": "bookings.read",
    "documents.readFile": "bookings.read",
    "documentOverview.overview": "bookings.read",
    "dispatch.board": "bookings.read",
    "dispatch.candidates": "bookings.read",
    "documentOverview.expiries": "bookings.read",
    "documents.getSettings": "bookings.read",
    "compliance.busCompliance": "bookings.read",
    "documents.uploadFile": "documents.write",
    "documents.add": "documents.write",
    "documents.update": "documents.write",
    "documents.remove": "documents.write",
    "documents.saveSettings": "settings.write",
    "activity.list": "activity.read",
    "activity.forBooking": "activity.read",
  });
});

test("every declared method exists on its service", () => {
  for (const [service, policies] of Object.entries(SERVICE_POLICIES))
    for (const method of Object.keys(policies))
      expect(typeof (services as unknown as Record<string, Record<string, unknown>>)[service][method]).toBe("function");
});

test.each(guarded)(
  "%s refuses a guest (401), a customer (403) and each staff role without its permission (403), before touching the database",
  async (_name, service, method, policy) => {
    await expect(call(service, method, undefined)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(call(service, method, customer)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(call(service, method, customer)).rejects.toThrow("Admins only.");
    const needed = (policy === "admin" ? [] : typeof policy === "string" ? [policy] : policy) as Permission[];
    for (const role of Object.values(StaffRole)) {
      const allowed = policy === "admin" || needed.some((p) => ROLE_PERMISSIONS[role].includes(p));
      const outcome = await call(service, method, staff(role)).then(
        () => "passed",
        (e: unknown) => (e instanceof ForbiddenError || e instanceof UnauthenticatedError ? "refused" : "passed"),
      );
      expect([role, outcome]).toEqual([role, allowed ? "passed" : "refused"]);
    }
  },
);

test("confirming a booking needs bookings.confirm beyond bookings.write", async () => {
  const table = ROLE_PERMISSIONS as Record<StaffRole, readonly Permission[]>;
  const manager = table[StaffRole.manager];
  table[StaffRole.manager] = manager.filter((p) => p !== Permission.bookingsConfirm);
  try {
    await expect(
      services.bookingStatus.setStatus(staff(StaffRole.manager), SOME_ID, "Confirmed"),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(services.bookingStatus.setStatus(staff(StaffRole.manager), SOME_ID, "Cancelled")).rejects.toThrow(
      /database was touched/,
    );
  } finally {
    table[StaffRole.manager] = manager;
  }
});
