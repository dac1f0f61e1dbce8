/**
 * Every admin operation is refused by its service, whatever adapter calls it: each method declared
 * "admin" in SERVICE_POLICIES is called with no actor and with a customer, on services whose database
 * throws if touched (so the check must come first).
 */
import type { DataSource } from "typeorm";
import { loadConfig } from "../../src/config";
import type { Actor } from "../../src/domain/shared/actor";
import { Role } from "../../src/domain/shared/enums";
import { ForbiddenError, UnauthenticatedError } from "../../src/domain/shared/errors";
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
const SOME_ID = "00000000-0000-4000-8000-000000000000";

const adminMethods = Object.entries(SERVICE_POLICIES).flatMap(([service, policies]) =>
  Object.entries(policies as Record<string, string>)
    .filter(([, policy]) => policy === "admin")
    .map(([method]) => [`${service}.${method}`, service, method] as const),
);

/** Calls a service method as `actor`, whether it is async or throws at once. */
async function call(service: string, method: string, actor: Actor | undefined) {
  const target = services[service as keyof Services] as unknown as Record<string, (...args: unknown[]) => unknown>;
  return target[method](actor, SOME_ID, {}, SOME_ID);
}

test("the admin operations are the ones staff have (a removed declaration shows here)", () => {
  expect(adminMethods.map(([name]) => name).sort()).toEqual([
    "auth.revokeSessions",
    "auth.sessions",
    "availability.addBlackout",
    "availability.blackoutsBetween",
    "availability.removeBlackout",
    "bookings.delete",
    "bookings.listAll",
    "bookings.setStatus",
    "buses.create",
    "buses.delete",
    "buses.update",
    "compliance.busCompliance",
    "contact.list",
    "contact.setHandled",
    "customers.bookings",
    "customers.list",
    "desk.answerCancellation",
    "desk.recordFare",
    "destinations.create",
    "destinations.delete",
    "destinations.update",
    "documents.add",
    "documents.expiries",
    "documents.get",
    "documents.getSettings",
    "documents.list",
    "documents.overview",
    "documents.readFile",
    "documents.remove",
    "documents.saveSettings",
    "documents.update",
    "documents.uploadFile",
    "notifications.listForBooking",
    "notifications.retry",
    "paymentSettings.forStaff",
    "paymentSettings.save",
    "reports.between",
    "reports.exportRows",
    "reports.page",
    "reports.perMonth",
    "reports.stats",
    "settings.save",
    "settings.saveNotifications",
    "staffNotes.add",
    "staffNotes.list",
    "uploads.store",
  ]);
});

test("every declared method exists on its service", () => {
  for (const [service, policies] of Object.entries(SERVICE_POLICIES))
    for (const method of Object.keys(policies))
      expect(typeof (services as unknown as Record<string, Record<string, unknown>>)[service][method]).toBe("function");
});

test.each(adminMethods)(
  "%s refuses a guest (401) and a customer (403 'Admins only.') before touching the database",
  async (_name, service, method) => {
    await expect(call(service, method, undefined)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(call(service, method, customer)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(call(service, method, customer)).rejects.toThrow("Admins only.");
  },
);
