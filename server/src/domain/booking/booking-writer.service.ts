import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { GuestAccountService } from "../auth/guest-account.service";
import type { AuthResult } from "../auth/session.service";
import type { MailQueue } from "../shared/mail-queue";
import type { parseTripPlan } from "./trip-plan";
import type { TripPlanner } from "./trip-planner.service";
import { type Actor, isAdmin } from "../shared/actor";
import { changesBetween, recordActivityRows } from "../shared/activity";
import { Batcher } from "../shared/batcher";
import { BookingStatus, type Language } from "../shared/enums";
import type { RequestOrigin } from "../shared/request-context";
import { Booking } from "./booking.entity";
import { insertBookings } from "./booking.queries";
import { addRequestedVehicles } from "./booking-vehicles.queries";
import type { CheckedRequest } from "./booking-request.service";
import { BookingIdempotencyKey } from "./idempotency-key.entity";

/** A booking request that passed every rule, waiting for its insert. */
export interface PendingBooking {
  actor: Actor | undefined;
  data: CheckedRequest;
  distance: number | null;
  language: Language;
  plan: ReturnType<typeof parseTripPlan>;
  /** How many buses like the booking's the group asked for: the vehicles after the first have its seats, no bus yet. */
  buses?: number;
  idem?: { scopeHash: string; requestHash: string };
  /** The request that made it (the activity log's address and request id). */
  origin: RequestOrigin;
  /** Staff booking for a customer: finds or makes the customer's account on the bookings' transaction. */
  ownerOn?: (m: EntityManager) => Promise<string>;
  /** The form's consent box: messages about the trip on WhatsApp and by SMS (recorded on the booking's account). */
  messageConsent?: boolean;
}
/** A guest's account details from their booking. */
const pick = ({ name, email, phone }: PendingBooking["data"]) => ({ name, email, phone });

/** What the writer answers per request: the stored booking, and a new guest's tokens (null otherwise). */
export interface StoredBooking {
  booking: Booking;
  auth: AuthResult | null;
}

/**
 * The booking write path's storage (group commit): validated booking requests that arrive while
 * earlier ones are being stored are written together, in one transaction of a few multi-row statements.
 * BookingRequestCheck checks every rule first; this only stores.
 */
export class BookingWriter {
  constructor(
    private readonly db: DataSource,
    private readonly guestAccounts: GuestAccountService,
    private readonly notifications: MailQueue,
    private readonly trips: TripPlanner,
  ) {}

  /**
   * Bookings waiting for their insert are stored together (group commit; see Batcher), one
   * transaction at a time: what arrives meanwhile makes the next, larger batch. A transaction costs the
   * same eight statements whatever its size, so one in flight instead of two halves them per booking:
   * PostgreSQL's CPU per booking fell by a quarter at the same rate on an idle machine (README, bench:api).
   */
  private readonly batcher = new Batcher<PendingBooking, StoredBooking>(
    (items) => this.db.transaction((m) => this.store(m, items)),
    1,
  );

  /** Stores one validated request, with whatever other requests are waiting: its booking and a guest's tokens. */
  submit(item: PendingBooking): Promise<StoredBooking> {
    return this.batcher.submit(item);
  }

  /**
   * Stores validated bookings in one transaction with a few multi-row statements: the guests' accounts,
   * the bookings with their first status change, the idempotency keys, the e-mails and their jobs.
   */
  private async store(m: EntityManager, items: PendingBooking[]) {
    const guests = items.filter(({ actor, ownerOn }) => !ownerOn && (!actor || isAdmin(actor)));
    const accounts = await this.guestAccounts.accountsFor(
      m,
      guests.map(({ actor, data, language }) => ({ ...pick(data), language, session: !actor })),
    );
    const owners = new Map(guests.map((item, i) => [item, accounts[i]]));
    for (const item of items) if (item.ownerOn) owners.set(item, { id: await item.ownerOn(m), auth: null });
    const stored = items.map((item) => {
      const { id: ownerId, auth } = owners.get(item) ?? { id: item.actor!.id, auth: null };
      const booking = m.getRepository(Booking).create({
        ...item.data,
        id: crypto.randomUUID(),
        distance: item.distance,
        ownerId,
        status: BookingStatus.Pending,
      });
      return { item, booking, auth, by: item.actor?.id ?? ownerId };
    });
    // The bookings and their first status changes in one statement. A batch shares its transaction's
    // time, kept to the millisecond the admin list's cursor carries, so a page may end inside a batch
    // (the cursor's id orders the rest).
    const inserted = await insertBookings(m, stored);
    const times = new Map(inserted.map((r) => [r.id, r]));
    for (const s of stored) Object.assign(s.booking, times.get(s.booking.id));
    await this.trips.store(
      m,
      stored.flatMap(({ item, booking }) => (item.plan ? [{ bookingId: booking.id, ...item.plan }] : [])),
    );
    await addRequestedVehicles(
      m,
      stored.flatMap(({ item, booking }) =>
        (item.buses ?? 1) > 1 ? [{ bookingId: booking.id, count: item.buses! }] : [],
      ),
    );
    const keys = stored.flatMap(({ item, booking }) => (item.idem ? [{ ...item.idem, bookingId: booking.id }] : []));
    if (keys.length) await m.getRepository(BookingIdempotencyKey).insert(keys);
    await recordActivityRows(
      m,
      stored.map(({ item, booking }) => ({
        actor: item.actor ?? { id: booking.ownerId!, name: booking.name },
        origin: item.origin,
        action: "create",
        entity: "booking",
        entityId: booking.id,
        changes: changesBetween(
          {},
          { status: booking.status, departureDate: booking.departureDate, busId: booking.busId },
        ),
      })),
    );
    await this.notifications.queueForNewBookings(
      m,
      stored.map(({ item, booking }) => ({
        ...{ id: booking.id, email: booking.email, ownerId: booking.ownerId, name: booking.name },
        messageConsent: item.messageConsent === true,
      })),
    );
    return stored.map(({ booking, auth }) => ({ booking, auth }));
  }
}
