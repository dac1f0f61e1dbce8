/**
 * The activity log's structural guarantee: every public method of every service in the one
 * service layer (SERVICE_POLICIES) that writes to the database (an INSERT/UPDATE/DELETE, a repository's
 * insert/update/save/delete/upsert, a settings row's write, an image's save, a queued job's requeue), itself
 * or through the private methods of its class it calls or the query modules' functions (`*.queries.ts`, with the
 * SQL constants they run) it calls by name, records an activity entry (`recordActivity`,
 * `recordActivityRows`, or a settings row's `save`, which records one) — or is listed below, with why.
 * A new writing method without an entry and without a reason fails this test. The entries' contents are
 * checked by the integration tests (activity.test.ts).
 */
import { classOf, methods, queryFunctions, reach } from "../fixtures/service-source";

/** Methods that write but record no entry of their own, and why. */
const NOT_LOGGED: Record<string, string> = {
  "sessions.issue": "a sign-in's refresh token: the sign-in itself is logged by accounts.login/register",
  "sessions.refresh": "token rotation, not a change a person makes",
  "sessions.logout": "a person ending their own session",
  "sessions.revokeAllFor": "called inside logged changes (disable, password set), on their transaction",
  "accounts.login": "writes through sessions.issue; the sign-in and failed sign-in entries are its own",
  "guestAccounts.accountsFor": "inside a booking's creation, which is logged on the same transaction",
  "adminSeed.ensureAdmin": "the start-up seed, before anybody acts",
  "passwordReset.request":
    "a mailed link asked for (its outbox message); no account changes until the link is used (reset is logged)",
  "trips.store": "inside a booking's creation, on its logged transaction",
  "notifications.queueForNewBookings": "inside the booking's logged transaction",
  "notifications.queueForStatus": "inside the status change's logged transaction",
  "notifications.queueForQuote": "inside the quote's logged transaction",
  "notifications.queueForAccount":
    "inside the reset request's transaction (which queues only the e-mail) or the staff invitation's logged one",
  "notifications.queueForTrip": "inside the trip start's logged transaction",
  "notifications.queueForDocuments": "inside the document reminder sweep's transaction",
  "notifications.queueForRetiredJob": "start-up: a job of a retired kind turned into its outbox message",
  "notifications.sweepReminders": "the reminder job: mail housekeeping, no business change",
  "documentReminders.sweep": "the document reminder job: one reminder row and its e-mail, no business change",
  "mailDelivery.deliver":
    "the mail job recording a delivery attempt (and the set-password link an account's e-mail carries, made as it is sent; the invitation is logged by staff.invite and staff.resendInvite)",
  "activity.purge": "the retention job removing old entries of the log itself",
  "places.distanceKm": "no database write: it forgets the oldest remembered distance (an in-memory Map's delete)",
  "statements.refresh": "the balance kept on a booking's row, made again inside a logged change of its money",
  "statements.refreshMissing": "the start-up making of balances the money migration left to the account area",
  "fares.change": "the fare rule inside a logged change (a quote accepted, a charge decided, a fare recorded)",
  "invoicing.issue": "logged by invoices.write, which it calls on the same transaction",
  "bookings.create": "logged by recordActivityRows in the booking batcher (not a private method of the class)",
  "busPositions.share": "the driver's phone replacing the bus's last position each minute: a location, not a change",
  "gatewayEvents.receive": "the gateway's webhook event stored once for its job, whose effects are logged",
  "phoneDelivery.deliver":
    "the WhatsApp/SMS job recording a delivery attempt on the message's own row (staff see it on the booking)",
  "phoneWebhooks.receiveWhatsApp":
    "WhatsApp's statuses, kept on the messages' rows; a STOP reply's withdrawal is logged by consents.record",
  "phoneWebhooks.receiveSms": "MSG91's delivery reports, kept on the messages' rows",
  "gatewayEvents.apply":
    "a stored event applied through applyPayment or refunds.apply, which log; the event marked applied",
  "gatewayEvents.reconcile":
    "the reconciler: what the gateway says goes through applyPayment and refunds.apply, which log",
  "gatewayEvents.applyPayment":
    "a capture is entered and logged by enterPayment (payment-entry.ts) on its transaction; an authorized, failed or held payment is the gateway's state, not a change made here",
  "paymentIssues.acceptHeld": "a held payment entered and logged by enterPayment (payment-entry.ts) on its transaction",
  "busPositions.purgeStale": "the clean-up job dropping last positions older than two days",
};

const WRITES =
  /\b(INSERT\s+INTO|UPDATE\s+"?\w+"?\s+\w*\s*SET|DELETE\s+FROM)\b|\.(insert|update|save|delete|upsert|remove|write|requeue)\(|\bsaveImage\(|revokeAllFor\(/i;
// recordBookingChange logs when it is given the entry (`{ actor, ... }`) after the history row.
const LOGS = /\brecordActivity(Rows)?\(|\.save\(this\.db\b|\brecordBookingChange\([^;]*\{\s*actor\b/;

test("every service method that writes records an activity entry, or says why not", () => {
  const silent: string[] = [];
  for (const { service, method } of methods) {
    const key = `${service}.${method}`;
    if (NOT_LOGGED[key] || NOT_LOGGED[`${service}.*`]) continue;
    const text = reach(classOf(service), method);
    if (WRITES.test(text) && !LOGS.test(text)) silent.push(key);
  }
  expect(silent).toEqual([]);
});

test("each reason names a method that exists and writes (no stale exemption)", () => {
  const known = new Set(methods.map(({ service, method }) => `${service}.${method}`));
  const services = new Set(methods.map(({ service }) => service));
  for (const key of Object.keys(NOT_LOGGED)) {
    const [service, method] = key.split(".");
    expect(method === "*" ? services.has(service) : known.has(key)).toBe(true);
  }
});

test("a query module's statement counts as a write of the method that calls it", () => {
  // A statement moved out of a service into its area's query module is still seen.
  expect(WRITES.test(queryFunctions.get("decideTripCharge")!)).toBe(true);
  expect(WRITES.test(queryFunctions.get("insertBookings")!)).toBe(true); // through INSERT_BOOKINGS
  expect(WRITES.test(queryFunctions.get("countOwnBookings")!)).toBe(false);
});
