import type { DataSource, EntityManager } from "typeorm";
import type { BusAvailabilityService } from "../bus/bus-availability.service";
import { type Actor, type ServicePolicies, needs, requirePermission, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { tripEnd } from "../shared/calendar";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError } from "../shared/errors";
import { BOOKING_CHANGED, type BookingChangeKind, type EventBus } from "../shared/events";
import type { MailQueue } from "../shared/mail-queue";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import type { BusComplianceService } from "./booking-compliance.service";
import { recordBookingChange } from "./booking-history";
import { BLACKOUT_CONSTRAINT, BOOKING_STATUSES, blackoutNotice, checkStatusMove, clashNotice } from "./booking-rules";
import { Booking } from "./booking.entity";
import { BOOKING_MEETS_TRIP } from "./booking.queries";
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
    private readonly availability: BusAvailabilityService,
    private readonly compliance?: BusComplianceService,
  ) {}

  /**
   * Sets a booking's status (admins). Confirming is refused by the database when the bus already has
   * a Confirmed booking overlapping [departure, departure + days); the message names the clash. It is
   * refused too when a required document of the bus lapses before the trip ends, unless staff write
   * `overrideReason` (recorded in the booking's history).
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
        const note =
          next === BookingStatus.Confirmed ? await this.compliance?.checkBooking(m, actor, row, overrideReason) : null;
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
        throw await this.clashError(current, (e as { constraint?: string }).constraint);
      throw e;
    }
    const updated = (await this.bookings.find(current.id))!;
    this.publish("UPDATED", updated);
    return updated;
  }

  private async clashError(booking: Booking, constraint?: string): Promise<ConflictError> {
    if (constraint === BLACKOUT_CONSTRAINT && booking.busId) {
      const blackout = await this.availability.blackoutMeeting(booking.busId, booking.departureDate, booking.days);
      if (blackout) return new ConflictError(blackoutNotice(booking.bus?.name, blackout), { blackoutId: blackout.id });
    }
    const end = tripEnd(booking.departureDate, booking.days);
    const clash = await this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .where("b.busId = :busId AND b.status = :confirmed AND b.id <> :id", {
        busId: booking.busId,
        confirmed: BookingStatus.Confirmed,
        id: booking.id,
      })
      .andWhere(BOOKING_MEETS_TRIP, { start: booking.departureDate, end })
      .getOne();
    if (!clash) return new ConflictError(msg("booking.clashUnknown"));
    return new ConflictError(clashNotice(booking.bus?.name, clash), { clashingBookingId: clash.id });
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
