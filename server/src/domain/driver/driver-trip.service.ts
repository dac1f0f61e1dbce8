import crypto from "node:crypto";
import { DataSource, type EntityManager } from "typeorm";
import type { Config } from "../../config";
import { Mailer } from "../../mail/mailer";
import { renderEmail } from "../../mail/templates";
import { User } from "../auth/user.entity";
import { Booking, BookingStatusChange } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { changesBetween, recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, open, requireAdmin } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { type Clock, systemClock } from "../shared/clock";
import { Language } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { JOB_TRIP_CODE, type JobQueue } from "../shared/jobs";
import { type FieldLabel, msg } from "../shared/messages";
import * as v from "../shared/validate";
import { saveImage } from "../upload/upload.service";
import { DriverTripRecord, DriverTripStep, type ExpenseKind, type StepKind } from "./driver-trip.entity";
import { linkToken, linkWindow, newLinkNonce } from "./driver-link";
import { type Linked, loadLinked, resolveLink } from "./driver-link-access";
import { tripCodeEmail } from "./driver-trip.texts";
import { dutyOf } from "./duty-slip.service";
import { Driver, DriverAssignment } from "./driver.entity";
import { ensureTripRecord } from "./driver.queries";
import { returnDate } from "./driver.service";

/** Wrong codes a driver may enter before staff must close the trip. */
export const MAX_CODE_ATTEMPTS = 5;
export const EXPENSE_KINDS: readonly ExpenseKind[] = ["toll", "parking", "permit"];
const MAX_KM = 9_999_999;

export interface TripStepView {
  kind: StepKind;
  at: Date;
  km: number | null;
  stop: string | null;
  expenseKind: ExpenseKind | null;
  amount: number | null;
  receiptUrl: string | null;
}

/** A trip as its driver's page (and staff) see it: the duty slip's facts and what was recorded. */
export interface TripView {
  bookingId: string;
  reference: string;
  driverName: string;
  language: Language;
  departureDate: string;
  returnDate: string;
  days: number;
  pickupLocation: string;
  destination: string;
  /** The plan's stops in order (the pickup and the destination until trip plans exist). */
  plan: string[];
  customerName: string;
  customerPhone: string;
  passengers: number | null;
  busName: string | null;
  notes: string | null;
  /** HH:MM at the pickup on the departure day, when staff gave it. */
  reportingTime: string | null;
  /** Paise to collect from the customer on board (the balance), only when staff marked the trip so. */
  amountToCollectPaise: number | null;
  validFrom: string;
  validUntil: string;
  startedAt: Date | null;
  openingKm: number | null;
  closedAt: Date | null;
  closingKm: number | null;
  actualKm: number | null;
  amountCollected: number | null;
  closedBy: string | null;
  codeAttemptsLeft: number;
  /** Staff only (they may read it out to the customer); null on the driver's page. */
  customerCode: string | null;
  steps: TripStepView[];
}

/** What staff see of a driver's link. */
export interface LinkView {
  path: string;
  validFrom: string;
  validUntil: string;
  revoked: boolean;
}

/**
 * The driver's link (issue 27): a signed token bound to one assignment, valid from the day before
 * departure until two days after the trip's last day, revocable by staff. The driver starts the trip,
 * marks stops reached, records expenses with a photo of the receipt and closes with the 4-digit code
 * the customer was e-mailed at the start. Each step is recorded once (its stepId), written to the
 * booking's history and published to the staff's live list.
 */
export class DriverTripService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly events: EventBus,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock = systemClock,
  ) {}

  // ---- staff -------------------------------------------------------------------------------------

  /** The link of an assignment, for staff to send to the driver. */
  async link(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    requireAdmin(actor);
    const { assignment, booking } = await this.loadAssignment(assignmentId);
    return this.linkView(assignment, booking);
  }

  /** Withdraws a driver's link at once (the page then refuses every step). */
  async revokeLink(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    const staff = requireAdmin(actor);
    const { assignment } = await this.loadAssignment(assignmentId);
    await this.db.transaction(async (m) => {
      await m.getRepository(DriverAssignment).update({ id: assignment.id }, { linkRevokedAt: this.clock.now() });
      await this.linkActivity(m, staff, "revoke", assignment);
    });
    const again = await this.loadAssignment(assignment.id);
    return this.linkView(again.assignment, again.booking);
  }

  /** A new link for the driver; the old one stops working. */
  async renewLink(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    const staff = requireAdmin(actor);
    const { assignment } = await this.loadAssignment(assignmentId);
    await this.db.transaction(async (m) => {
      await m
        .getRepository(DriverAssignment)
        .update({ id: assignment.id }, { linkNonce: newLinkNonce(), linkRevokedAt: null });
      await this.linkActivity(m, staff, "renew", assignment);
    });
    const again = await this.loadAssignment(assignment.id);
    return this.linkView(again.assignment, again.booking);
  }

  /** What the drivers recorded on a booking's trip (with the customer's code); null before the start. */
  async tripForStaff(actor: Actor | undefined, bookingId: unknown): Promise<TripView | null> {
    requireAdmin(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ bookingId });
    if (!record) return null;
    const booking = await this.db
      .getRepository(Booking)
      .findOneOrFail({ where: { id: bookingId }, relations: { bus: true } });
    const driver = record.startedById
      ? await this.db.getRepository(Driver).findOneBy({ id: record.startedById })
      : null;
    return { ...(await this.view(booking, driver, record)), customerCode: record.customerCode };
  }

  /** Staff close a started trip (after too many wrong codes, or when the customer has no e-mail). */
  async closeAsStaff(
    actor: Actor | undefined,
    bookingId: unknown,
    input: { closingKm?: unknown; amountCollected?: unknown },
  ) {
    const staff = requireAdmin(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    await this.db.transaction(async (m) => {
      const record = await this.lockRecord(m, bookingId);
      const started = this.requireOpen(record);
      const closingKm = this.closingKm(input.closingKm, started.openingKm!);
      const amountCollected = rupees(input.amountCollected ?? 0, "Amount collected");
      await m
        .getRepository(DriverTripRecord)
        .update({ bookingId }, { closedAt: this.clock.now(), closingKm, amountCollected, closedBy: "staff" });
      await this.history(
        m,
        bookingId,
        `Trip closed by staff: closing km ${closingKm}, ₹${amountCollected.toFixed(2)} collected`,
        staff.id,
      );
      await recordActivity(m, staff, {
        action: "close",
        entity: "trip",
        entityId: bookingId,
        changes: { closingKm: [null, closingKm], amountCollected: [null, amountCollected] },
      });
    });
    await this.publish(bookingId);
    return this.tripForStaff(staff, bookingId);
  }

  // ---- the driver's link (the token is the credential) -------------------------------------------

  /** The driver's page. */
  async trip(token: unknown): Promise<TripView> {
    const { booking, driver } = await this.resolve(token);
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ bookingId: booking.id });
    return this.view(booking, driver, record);
  }

  /** Start: opening km; the customer is e-mailed the code that will close the trip. */
  async start(token: unknown, input: { stepId?: unknown; openingKm?: unknown }): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const openingKm = v.integer(input.openingKm, "Opening km", 0, MAX_KM);
    return this.step(linked, stepId, async (m, record) => {
      if (record.closedAt) throw new ConflictError(msg("trip.closed"));
      if (record.startedAt) throw new ConflictError(msg("trip.alreadyStarted"));
      const code = String(crypto.randomInt(0, 10000)).padStart(4, "0");
      const at = this.clock.now();
      await m
        .getRepository(DriverTripRecord)
        .update(
          { bookingId: record.bookingId },
          { startedAt: at, openingKm, startedById: linked.driver.id, customerCode: code },
        );
      await this.insertStep(m, linked, stepId, "start", { km: openingKm, at });
      await this.history(m, record.bookingId, `Trip started by ${linked.driver.name}: opening km ${openingKm}`);
      await this.queue.enqueue(m, JOB_TRIP_CODE, [{ id: crypto.randomUUID(), data: { bookingId: record.bookingId } }]);
    });
  }

  /** A stop of the plan reached. */
  async reachStop(token: unknown, input: { stepId?: unknown; stop?: unknown }): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const stop = v.requiredText(input.stop, "Stop", 200);
    return this.step(linked, stepId, async (m, record) => {
      this.requireOpen(record);
      await this.insertStep(m, linked, stepId, "stop", { stop });
      await this.history(m, record.bookingId, `${linked.driver.name} reached ${stop}`);
    });
  }

  /** A toll, parking or permit paid, with a photo of the receipt (an image, under the upload limit). */
  async addExpense(
    token: unknown,
    input: { stepId?: unknown; kind?: unknown; amount?: unknown },
    receipt: { data: Buffer; filename: string } | null,
  ): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const kind = v.oneOf(input.kind, EXPENSE_KINDS, "Expense");
    const amount = rupees(input.amount, "Amount");
    if (amount <= 0) throw new ValidationError(msg("trip.amountFormat", { field: "Amount" }), { field: "Amount" });
    if (await this.seen(linked.booking.id, stepId)) return this.trip(token);
    if (!receipt) throw new ValidationError(msg("trip.receiptRequired"));
    const receiptUrl = await saveImage(this.db, receipt.data, receipt.filename, null);
    return this.step(linked, stepId, async (m, record) => {
      this.requireOpen(record);
      await this.insertStep(m, linked, stepId, "expense", { expenseKind: kind, amount, receiptUrl });
      await this.history(
        m,
        record.bookingId,
        `${linked.driver.name} paid ${kind} ₹${amount.toFixed(2)} (receipt ${receiptUrl})`,
      );
    });
  }

  /** Close: closing km, amount collected and the customer's code (limited attempts). */
  async close(
    token: unknown,
    input: { stepId?: unknown; closingKm?: unknown; amountCollected?: unknown; code?: unknown },
  ): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const amountCollected = rupees(input.amountCollected ?? 0, "Amount collected");
    const code = typeof input.code === "string" ? input.code.trim() : String(input.code ?? "");
    let wrong: number | null = null;
    const view = await this.step(linked, stepId, async (m, record) => {
      const started = this.requireOpen(record);
      const closingKm = this.closingKm(input.closingKm, started.openingKm!);
      if (record.codeAttempts >= MAX_CODE_ATTEMPTS) throw new ConflictError(msg("trip.codeLocked"));
      if (code !== record.customerCode) {
        // The attempt counts (committed); nothing else changes.
        await m.getRepository(DriverTripRecord).increment({ bookingId: record.bookingId }, "codeAttempts", 1);
        wrong = MAX_CODE_ATTEMPTS - record.codeAttempts - 1;
        return false;
      }
      const at = this.clock.now();
      await m
        .getRepository(DriverTripRecord)
        .update({ bookingId: record.bookingId }, { closedAt: at, closingKm, amountCollected, closedBy: "driver" });
      await this.insertStep(m, linked, stepId, "close", { km: closingKm, amount: amountCollected, at });
      await this.history(
        m,
        record.bookingId,
        `Trip closed by ${linked.driver.name}: closing km ${closingKm} (${closingKm - started.openingKm!} km), ₹${amountCollected.toFixed(2)} collected`,
      );
    });
    if (wrong !== null)
      throw wrong > 0
        ? new ValidationError(msg("trip.wrongCode", { left: wrong }), { field: "Code" })
        : new ConflictError(msg("trip.codeLocked"));
    return view;
  }

  /** The job's work: e-mails the customer the code that closes the trip (in the customer's language). */
  async sendCustomerCode(bookingId: string): Promise<void> {
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ bookingId });
    const booking = await this.db.getRepository(Booking).findOneBy({ id: bookingId });
    if (!record?.customerCode || !booking || record.closedAt) return;
    const owner = booking.ownerId ? await this.db.getRepository(User).findOneBy({ id: booking.ownerId }) : null;
    const driver = record.startedById
      ? await this.db.getRepository(Driver).findOneBy({ id: record.startedById })
      : null;
    const language = owner?.language ?? Language.en;
    const content = tripCodeEmail(language, {
      name: booking.name,
      reference: bookingRef(booking.id),
      driver: driver?.name ?? "",
      code: record.customerCode,
    });
    const { html, text } = await renderEmail(content.body);
    await this.mailer.send({ to: booking.email, subject: content.subject, html, text });
  }

  // ---- the machinery -----------------------------------------------------------------------------

  private resolve(token: unknown): Promise<Linked> {
    return resolveLink(this.db, this.config.jwtSecret, this.clock.now(), token);
  }

  private loadAssignment(id: unknown): Promise<Linked> {
    return loadLinked(this.db, id);
  }

  private linkView(a: DriverAssignment, b: Booking): LinkView {
    return {
      path: `/d/${linkToken(this.config.jwtSecret, a.id, a.linkNonce)}`,
      ...linkWindow(b.departureDate, b.days),
      revoked: a.linkRevokedAt !== null,
    };
  }

  /**
   * Runs one step in a transaction holding the trip's row: a stepId already recorded answers the trip
   * as it is (a resend changes nothing). `run` answering false commits without publishing (a wrong code).
   */
  private async step(
    linked: Linked,
    stepId: string,
    run: (m: EntityManager, record: DriverTripRecord) => Promise<void | false>,
  ): Promise<TripView> {
    const bookingId = linked.booking.id;
    const changed = await this.db.transaction(async (m) => {
      const record = await this.lockRecord(m, bookingId, true);
      if (await m.getRepository(DriverTripStep).existsBy({ bookingId, stepId })) return false;
      return (await run(m, record!)) !== false;
    });
    if (changed) await this.publish(bookingId);
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ bookingId });
    return this.view(linked.booking, linked.driver, record);
  }

  private async lockRecord(m: EntityManager, bookingId: string, create = false): Promise<DriverTripRecord | null> {
    if (create) await ensureTripRecord(m, bookingId);
    return m.getRepository(DriverTripRecord).findOne({ where: { bookingId }, lock: { mode: "pessimistic_write" } });
  }

  private requireOpen(record: DriverTripRecord | null): DriverTripRecord {
    if (!record?.startedAt) throw new ConflictError(msg("trip.notStarted"));
    if (record.closedAt) throw new ConflictError(msg("trip.closed"));
    return record;
  }

  private closingKm(value: unknown, openingKm: number): number {
    const km = v.integer(value, "Closing km", 0, MAX_KM);
    if (km < openingKm)
      throw new ValidationError(msg("trip.closingBelowOpening", { opening: openingKm }), { field: "Closing km" });
    return km;
  }

  private stepId(value: unknown): string {
    if (!isUuid(value)) throw new ValidationError(msg("trip.stepId"));
    return value.toLowerCase();
  }

  private seen(bookingId: string, stepId: string) {
    return this.db.getRepository(DriverTripStep).existsBy({ bookingId, stepId });
  }

  private async insertStep(
    m: EntityManager,
    linked: Linked,
    stepId: string,
    kind: StepKind,
    more: Partial<DriverTripStep>,
  ) {
    await m
      .getRepository(DriverTripStep)
      .insert({ bookingId: linked.booking.id, driverId: linked.driver.id, stepId, kind, ...more });
    // The driver has no account: the entry names them (their driver id, "(driver)").
    const { km, stop, expenseKind, amount, receiptUrl } = more;
    const facts = { km, stop, expenseKind, amount, receiptUrl };
    await recordActivity(
      m,
      { id: linked.driver.id, name: `${linked.driver.name} (driver)` },
      {
        action: kind,
        entity: "trip",
        entityId: linked.booking.id,
        changes: changesBetween({}, Object.fromEntries(Object.entries(facts).filter(([, v]) => v != null))),
      },
    );
  }

  /** An activity entry for a staff change to a driver's link. */
  private linkActivity(m: EntityManager, staff: Actor, action: string, a: DriverAssignment) {
    return recordActivity(m, staff, {
      action,
      entity: "driver-link",
      entityId: a.id,
      changes: { booking: [null, a.bookingId], driver: [null, a.driver.name] },
    });
  }

  /** A row of the booking's history (the status stays Confirmed; the note says what happened). */
  private async history(m: EntityManager, bookingId: string, note: string, by: string | null = null) {
    const booking = await m.getRepository(Booking).findOneByOrFail({ id: bookingId });
    await m
      .getRepository(BookingStatusChange)
      .insert({ bookingId, fromStatus: booking.status, toStatus: booking.status, note, changedById: by });
  }

  private async publish(bookingId: string) {
    const booking = await this.db.getRepository(Booking).findOneBy({ id: bookingId });
    if (booking) this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: booking.ownerId });
  }

  private async view(booking: Booking, driver: Driver | null, record: DriverTripRecord | null): Promise<TripView> {
    const steps = record
      ? await this.db
          .getRepository(DriverTripStep)
          .find({ where: { bookingId: booking.id }, order: { at: "ASC", id: "ASC" } })
      : [];
    const duty = await dutyOf(this.db.manager, booking);
    const opening = record?.openingKm ?? null;
    const closing = record?.closingKm ?? null;
    return {
      bookingId: booking.id,
      reference: bookingRef(booking.id),
      driverName: driver?.name ?? "",
      language: driver?.language ?? Language.hi,
      departureDate: booking.departureDate,
      returnDate: returnDate(booking),
      days: booking.days,
      pickupLocation: booking.pickupLocation,
      destination: booking.destination,
      plan: [booking.pickupLocation, booking.destination],
      customerName: booking.name,
      customerPhone: booking.phone,
      passengers: booking.passengers,
      busName: booking.bus?.name ?? null,
      notes: [duty.driverNotes, booking.notes].filter(Boolean).join("\n\n") || null,
      reportingTime: duty.reportingTime,
      amountToCollectPaise: duty.amountToCollectPaise,
      ...linkWindow(booking.departureDate, booking.days),
      startedAt: record?.startedAt ?? null,
      openingKm: opening,
      closedAt: record?.closedAt ?? null,
      closingKm: closing,
      actualKm: opening !== null && closing !== null ? closing - opening : null,
      amountCollected: record?.amountCollected ?? null,
      closedBy: record?.closedBy ?? null,
      codeAttemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - (record?.codeAttempts ?? 0)),
      customerCode: null,
      steps: steps.map((s) => ({
        kind: s.kind,
        at: s.at,
        km: s.km,
        stop: s.stop,
        expenseKind: s.expenseKind,
        amount: s.amount,
        receiptUrl: s.receiptUrl,
      })),
    };
  }
}

/** Rupees with at most 2 decimals (exact: checked as text), 0 to 10,00,000. */
function rupees(value: unknown, label: FieldLabel): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text) || Number(text) > 1_000_000)
    throw new ValidationError(msg("trip.amountFormat", { field: label }), { field: label });
  return Number(text);
}

/** The driver's calls carry their token (checked in the service); staff's are admin; the job's call is internal. */
export const DRIVER_TRIP_POLICIES: ServicePolicies<DriverTripService> = {
  ...needs(Permission.drivers)("link", "revokeLink", "renewLink", "closeAsStaff"),
  ...needs(Permission.bookingsRead)("tripForStaff"),
  ...open("trip", "start", "reachStop", "addExpense", "close", "sendCustomerCode"),
};
