import crypto from "node:crypto";
import { DataSource, type EntityManager, IsNull, Not } from "typeorm";
import type { Config } from "../../config";
import type { MailQueue } from "../shared/mail-queue";
import { changesBetween, recordActivity } from "../shared/activity";
import { type ServicePolicies, open } from "../shared/actor";
import { type Clock, systemClock } from "../shared/clock";
import { type Balances, noBalances } from "../shared/account-ports";
import { formatInr, rupeesText } from "../shared/money";
import { ConflictError, ValidationError, isUuid } from "../shared/errors";
import type { EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { saveImage } from "../upload/upload.service";
import { DriverTripRecord, DriverTripStep, type ExpenseKind, type StepKind } from "./driver-trip.entity";
import { MAX_CODE_ATTEMPTS, type TripView, tripView } from "./driver-trip-view";
import { type Linked, resolveLink, vehicleOf } from "./driver-link-access";
import { tripStops } from "./trip-duty";
import {
  MAX_KM,
  lockTripRecord,
  publishTrip,
  readClosingKm,
  requireOpenTrip,
  keepCollected,
  paiseEntered,
  tripHistory,
} from "./trip-record";

export const EXPENSE_KINDS: readonly ExpenseKind[] = ["toll", "parking", "permit"];

/**
 * The driver's page and steps, through the link: a signed token bound to one assignment, valid
 * from the day before departure until two days after the trip's last day, revocable by staff
 * (driver-link.service; staff's side of the trip is staff-trip.service). The driver starts the trip,
 * marks stops reached, records expenses with a photo of the receipt and closes with the 4-digit code
 * the customer was e-mailed at the start. Each step is recorded once (its stepId), written to the
 * booking's history and published to the staff's live list.
 */
export class DriverTripService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly events: EventBus,
    private readonly notifications: MailQueue,
    private readonly clock: Clock = systemClock,
    private readonly balances: Balances = noBalances,
  ) {}

  // ---- the driver's link (the token is the credential) -------------------------------------------

  /** The driver's page. */
  async trip(token: unknown): Promise<TripView> {
    const linked = await this.resolve(token);
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ vehicleId: linked.assignment.vehicleId });
    return tripView(this.db, linked.booking, linked.driver, record, await vehicleOf(this.db, linked));
  }

  /** Start: opening km; the customer is e-mailed the code that will close the trip. */
  async start(token: unknown, input: { stepId?: unknown; openingKm?: unknown }): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const openingKm = v.integer(input.openingKm, "Opening km", 0, MAX_KM);
    return this.step(linked, stepId, async (m, record) => {
      if (record.closedAt) throw new ConflictError(msg("trip.closed"));
      if (record.startedAt) throw new ConflictError(msg("trip.alreadyStarted"));
      // One code for the group: the first vehicle to start makes it (and the customer is told), the others share it.
      const shared = await m
        .getRepository(DriverTripRecord)
        .findOne({ where: { bookingId: record.bookingId, customerCode: Not(IsNull()) } });
      const code = shared?.customerCode ?? String(crypto.randomInt(0, 10000)).padStart(4, "0");
      const at = this.clock.now();
      await m
        .getRepository(DriverTripRecord)
        .update(
          { vehicleId: record.vehicleId },
          { startedAt: at, openingKm, startedById: linked.driver.id, customerCode: code },
        );
      await this.insertStep(m, linked, stepId, "start", { km: openingKm, at });
      await tripHistory(m, record.bookingId, `Trip started by ${linked.driver.name}: opening km ${openingKm}`);
      // The trip-code e-mail (notification/mails/) reads the code from the trip when it is sent.
      if (!shared) await this.notifications.queueForTrip(m, linked.booking);
    });
  }

  /** A stop of the plan reached. */
  async reachStop(token: unknown, input: { stepId?: unknown; stop?: unknown }): Promise<TripView> {
    const linked = await this.resolve(token);
    const stepId = this.stepId(input.stepId);
    const stop = v.requiredText(input.stop, "Stop", 200);
    return this.step(linked, stepId, async (m, record) => {
      requireOpenTrip(record);
      // One of the places the driver's page lists (the pickup, then the plan's stops), as its buttons send.
      const places = [linked.booking.pickupLocation, ...(await tripStops(m, linked.booking)).map((s) => s.place)];
      if (!places.includes(stop)) throw new ValidationError(msg("trip.unknownStop", { stop }), { field: "Stop" });
      await this.insertStep(m, linked, stepId, "stop", { stop });
      await tripHistory(m, record.bookingId, `${linked.driver.name} reached ${stop}`);
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
    const amountPaise = paiseEntered(input.amount, "Amount");
    if (amountPaise <= 0) throw new ValidationError(msg("trip.amountFormat", { field: "Amount" }), { field: "Amount" });
    if (await this.seen(linked.booking.id, stepId)) return this.trip(token);
    if (!receipt) throw new ValidationError(msg("trip.receiptRequired"));
    const receiptUrl = await saveImage(this.db, receipt.data, receipt.filename, null);
    return this.step(linked, stepId, async (m, record) => {
      requireOpenTrip(record);
      await this.insertStep(m, linked, stepId, "expense", { expenseKind: kind, amountPaise, receiptUrl });
      await tripHistory(
        m,
        record.bookingId,
        `${linked.driver.name} paid ${kind} ${formatInr(amountPaise)} (receipt ${receiptUrl})`,
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
    const amountCollectedPaise = paiseEntered(input.amountCollected ?? 0, "Amount collected");
    const code = typeof input.code === "string" ? input.code.trim() : String(input.code ?? "");
    let wrong: number | null = null;
    const view = await this.step(linked, stepId, async (m, record) => {
      const started = requireOpenTrip(record);
      const closingKm = readClosingKm(input.closingKm, started.openingKm!);
      if (record.codeAttempts >= MAX_CODE_ATTEMPTS) throw new ConflictError(msg("trip.codeLocked"));
      if (code !== record.customerCode) {
        // The attempt counts (committed); nothing else changes.
        await m.getRepository(DriverTripRecord).increment({ vehicleId: record.vehicleId }, "codeAttempts", 1);
        wrong = MAX_CODE_ATTEMPTS - record.codeAttempts - 1;
        return false;
      }
      const at = this.clock.now();
      await m
        .getRepository(DriverTripRecord)
        .update({ vehicleId: record.vehicleId }, { closedAt: at, closingKm, amountCollectedPaise, closedBy: "driver" });
      await keepCollected(m, record, amountCollectedPaise, at, "driver");
      await this.insertStep(m, linked, stepId, "close", { km: closingKm, amountPaise: amountCollectedPaise, at });
      await tripHistory(
        m,
        record.bookingId,
        `Trip closed by ${linked.driver.name}: closing km ${closingKm} (${closingKm - started.openingKm!} km), ${formatInr(amountCollectedPaise)} collected`,
      );
      // What was collected on board counts as received.
      await this.balances.refresh(m, record.bookingId);
    });
    if (wrong !== null)
      throw wrong > 0
        ? new ValidationError(msg("trip.wrongCode", { left: wrong }), { field: "Code" })
        : new ConflictError(msg("trip.codeLocked"));
    return view;
  }

  // ---- the machinery -----------------------------------------------------------------------------

  private resolve(token: unknown): Promise<Linked> {
    return resolveLink(this.db, this.config.jwtSecret, this.clock.now(), token);
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
    const { vehicleId } = linked.assignment;
    const changed = await this.db.transaction(async (m) => {
      const record = await lockTripRecord(m, vehicleId, true);
      if (await m.getRepository(DriverTripStep).existsBy({ bookingId, stepId })) return false;
      return (await run(m, record!)) !== false;
    });
    if (changed) await publishTrip(this.db, this.events, bookingId);
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ vehicleId });
    return tripView(this.db, linked.booking, linked.driver, record, await vehicleOf(this.db, linked));
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
    await m.getRepository(DriverTripStep).insert({
      ...{ bookingId: linked.booking.id, vehicleId: linked.assignment.vehicleId, driverId: linked.driver.id },
      ...{ stepId, kind, ...more },
    });
    // The driver has no account: the entry names them (their driver id, "(driver)").
    const { km, stop, expenseKind, amountPaise, receiptUrl } = more;
    const amount = amountPaise === null || amountPaise === undefined ? null : rupeesText(amountPaise);
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
}

/** The driver's calls carry their token (checked in the service); staff's are admin. */
export const DRIVER_TRIP_POLICIES: ServicePolicies<DriverTripService> = {
  ...open("trip", "start", "reachStop", "addExpense", "close"),
};
