import type { DataSource, EntityManager } from "typeorm";
import { type Actor, type ServicePolicies, needs, requirePermission, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError } from "../shared/errors";
import { BOOKING_CHANGED, type BookingChangeKind, type EventBus } from "../shared/events";
import type { MailQueue } from "../shared/mail-queue";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import type { VehicleChecks } from "./vehicle-checks.service";
import { recordBookingChange } from "./booking-history";
import { BOOKING_STATUSES, checkStatusMove } from "./booking-rules";
import { Booking } from "./booking.entity";
import type { BookingService } from "./booking.service";

/**
 * Staff's changes of a booking's life: its status (the one table of moves, the database's no-overlap rule, the
 * vehicle documents' rule) and its removal. What other areas do when a booking is cancelled runs on the same
 * transaction (`onCancel`: the credit note of an issued invoice).
 */
export class BookingStatusService {
  /**
   * Work other areas do on the transaction that cancels a booking (staff's status change or an accepted
   * cancellation request): the credit note for an issued tax invoice.
   */
  readonly onCancel: Array<(m: EntityManager, bookingId: string, actor: Actor) => Promise<void>> = [];

  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly events: EventBus,
    private readonly notifications: MailQueue,
    private readonly vehicles: VehicleChecks,
  ) {}

  /**
   * Sets a booking's status (admins). Confirming confirms every vehicle of the booking or none: it is refused
   * when a vehicle has no bus (a booking of several), when one of the buses is held by another Confirmed trip
   * overlapping [departure, departure + days) (the message names the bus and the booking; the database's
   * exclusion constraint decides a race) or unavailable, or when a required document of a bus lapses before
   * the trip ends, unless staff write `overrideReason` (recorded in the booking's history).
   */
  async setStatus(who: Actor | undefined, id: unknown, status: unknown, overrideReason?: unknown): Promise<Booking> {
    const actor = requireActor(who);
    const next = v.oneOf(status, BOOKING_STATUSES, "Status");
    if (next === BookingStatus.Confirmed) requirePermission(actor, Permission.bookingsConfirm);
    const current = await this.bookings.get(actor, id);
    checkStatusMove(current.status, next);
    if (current.status === next) return current;
    try {
      await this.db.transaction(async (m) => {
        const row = await m
          .getRepository(Booking)
          .findOne({ where: { id: current.id }, lock: { mode: "pessimistic_write" } });
        if (!row) throw new NotFoundError(msg("booking.notFound"));
        // Confirming is all or nothing: every vehicle passes (its bus locked, free, its documents valid) before
        // the one statement that confirms them all.
        const note =
          next === BookingStatus.Confirmed ? await this.vehicles.beforeConfirm(m, actor, row, overrideReason) : null;
        await m.getRepository(Booking).update({ id: row.id }, { status: next });
        await recordBookingChange(
          m,
          { bookingId: row.id, from: row.status, to: next, note: note ?? null, by: actor.id },
          {
            actor,
            action: "status",
            entity: "booking",
            // An owner's override of the document rule is part of the entry.
            changes: { status: [row.status, next], ...(note ? { override: [null, note] } : {}) },
          },
        );
        await this.notifications.queueForStatus(m, row, next);
        if (next === BookingStatus.Cancelled) for (const hook of this.onCancel) await hook(m, row.id, actor);
      });
    } catch (e) {
      if ((e as { code?: string }).code === "23P01")
        throw (
          (await this.vehicles.holderOf(this.db.manager, current)) ?? new ConflictError(msg("booking.clashUnknown"))
        );
      throw e;
    }
    const updated = (await this.bookings.find(current.id))!;
    this.publish("UPDATED", updated);
    return updated;
  }

  async delete(actor: Actor | undefined, id: unknown): Promise<Booking> {
    requireActor(actor);
    const booking = await this.bookings.get(actor, id);
    await this.db.transaction(async (m) => {
      try {
        await m.getRepository(Booking).delete({ id: booking.id });
      } catch (e) {
        // An issued tax invoice keeps its booking (FK_invoices_booking, ON DELETE RESTRICT).
        if ((e as { constraint?: string }).constraint === "FK_invoices_booking")
          throw new ConflictError(msg("invoice.bookingHasInvoice"));
        throw e;
      }
      await recordActivity(m, actor, {
        action: "delete",
        entity: "booking",
        entityId: booking.id,
        changes: changesBetween(booking, {}, ["name", "status", "departureDate"]),
      });
    });
    this.publish("DELETED", booking, { id: booking.id });
    return booking;
  }
  private publish(kind: BookingChangeKind, booking: Booking, snapshot?: Record<string, unknown>) {
    this.events.publish(BOOKING_CHANGED, { kind, bookingId: booking.id, ownerId: booking.ownerId, snapshot });
  }
}

/** Staff set the status (confirming needs bookings.confirm, checked inside) and delete. */
export const BOOKING_STATUS_POLICIES: ServicePolicies<BookingStatusService> = {
  ...needs(Permission.bookingsWrite)("setStatus", "delete"),
};
