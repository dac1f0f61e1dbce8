import { DataSource } from "typeorm";
import type { GuestAccountService } from "../auth/guest-account.service";
import type { AuthResult } from "../auth/session.service";
import type { MailQueue } from "../shared/mail-queue";
import type { TripPlan } from "./trip-plan";
import type { TripPlanner } from "./trip-planner.service";
import type { BusAvailabilityService } from "../bus/bus-availability.service";
import type { BusComplianceService } from "./booking-compliance.service";
import { type Actor, type ServicePolicies, can, isAdmin, requireActor, open, needs } from "../shared/actor";
import { currentOrigin } from "../shared/request-context";
import { Permission } from "../shared/permissions";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthenticatedError,
  ValidationError,
  isUuid,
} from "../shared/errors";
import { BOOKING_CHANGED, type BookingChangeKind, type EventBus } from "../shared/events";
import { msg, text } from "../shared/messages";
import { sha256 } from "../auth/tokens";
import { Booking, BookingStatusChange } from "./booking.entity";
import { BookingIdempotencyKey } from "./idempotency-key.entity";
import { BookingWriter } from "./booking-writer.service";
import { type BookingRequest, BookingRequestCheck } from "./booking-request.service";
import { countAllBookings } from "./booking.queries";
import { noteWithoutMoney } from "./booking-history";
import { MY_BOOKINGS_LIMIT } from "./my-bookings.service";

export interface CreateBookingResult {
  booking: Booking;
  /** Present when a guest's booking created their account (PRODUCT.md §6). */
  auth: AuthResult | null;
  /** The booking's trip plan as stored (null: none), so an answer needs no read of it. */
  plan: Pick<TripPlan, "tripType" | "stops"> | null;
}

/** A client's Idempotency-Key: absent, or 1-200 visible ASCII characters. */
function idempotencyKeyOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !/^[\x21-\x7e]{1,200}$/.test(value))
    throw new ValidationError(msg("booking.idempotencyKeyInvalid"), { field: "idempotencyKey" });
  return value;
}
export const NOT_LOGGED_IN = text("auth.notLoggedIn");
/** GraphQL `bookings` answers all bookings at once up to this many (the REST list streams any number). */
const ALL_BOOKINGS_LIMIT = 10_000;

export class BookingService {
  constructor(
    private readonly db: DataSource,
    private readonly guestAccounts: GuestAccountService,
    private readonly events: EventBus,
    private readonly notifications: MailQueue,
    private readonly availability: BusAvailabilityService,
    private readonly trips: TripPlanner,
    private readonly compliance?: BusComplianceService,
  ) {
    this.writer = new BookingWriter(db, guestAccounts, notifications, trips);
    this.requests = new BookingRequestCheck(availability);
  }

  /** Every rule of a booking request (booking-request.service.ts). */
  private readonly requests: BookingRequestCheck;

  /** Validated requests go to the group-commit writer (booking-writer.service.ts). */
  private readonly writer: BookingWriter;

  /** Every rule of the booking form (spec section 5), plus: the date is not in the past and the bus exists. */
  async validateRequest(input: BookingRequest) {
    return (await this.requests.check(input)).data;
  }

  /**
   * Stores a booking request. A user's booking is theirs; a guest's belongs to the account with that
   * e-mail, or to a new password-less account whose tokens are answered so the guest lands logged in.
   * Staff booking on a customer's behalf never receive the customer's tokens.
   */
  async create(
    actor: Actor | undefined,
    input: BookingRequest,
    idempotencyKey?: unknown,
  ): Promise<CreateBookingResult> {
    const key = idempotencyKeyOf(idempotencyKey);
    const { data, bus, buses, language, plan, messageConsent } = await this.requests.check(input);
    const asked = { ...data, ...(plan && { plan }), ...(buses > 1 && { buses }) };
    const idem = key && {
      scopeHash: sha256(`${actor?.id ?? data.email}\n${key}`),
      requestHash: sha256(JSON.stringify(asked)),
    };
    const first = idem && (await this.replay(idem));
    if (first) return first;
    // One distance everywhere: the trip's km garage to garage (depot, pickup, the stops, back unless one-way); a
    // booking without a plan is a round trip to its destination.
    const distance = (await this.trips.measure(data.pickupLocation, data.destination, plan)).km;
    const stored = await this.writer
      .submit({
        actor,
        data,
        distance,
        language,
        plan,
        buses,
        idem: idem || undefined,
        origin: currentOrigin(),
        messageConsent,
      })
      .catch(async (e) => {
        // The same key raced in twice: the one that committed first is the answer; this one stored nothing.
        const winner = idem && (e as { code?: string }).code === "23505" && (await this.replay(idem));
        if (winner) return { ...winner, replayed: true as const };
        throw e;
      });
    if ("replayed" in stored) return { booking: stored.booking, auth: stored.auth, plan: stored.plan };
    const { booking, auth } = stored;
    this.publish("CREATED", booking);
    // No reload after the insert (a query per booking saved): the insert filled in id, status and timestamps,
    // and the bus is the one validation just read; the plan is the one just stored (not read back per answer).
    booking.bus = bus;
    return { booking, auth, plan };
  }

  /** The booking a retried request (same Idempotency-Key, same asker) stored the first time. */
  private async replay(idem: { scopeHash: string; requestHash: string }): Promise<CreateBookingResult | null> {
    const row = await this.db.getRepository(BookingIdempotencyKey).findOneBy({ scopeHash: idem.scopeHash });
    if (!row) return null;
    if (row.requestHash !== idem.requestHash) throw new ConflictError(msg("booking.idempotencyKeyReused"));
    const [booking, plan] = await Promise.all([this.reload(row.bookingId), this.trips.planOf(row.bookingId)]);
    return { booking, auth: null, plan };
  }

  private publish(kind: BookingChangeKind, booking: Booking, snapshot?: Record<string, unknown>) {
    this.events.publish(BOOKING_CHANGED, { kind, bookingId: booking.id, ownerId: booking.ownerId, snapshot });
  }

  private async reload(id: string): Promise<Booking> {
    const booking = await this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking;
  }

  /** One booking, for its owner or an admin. */
  async get(who: Actor | undefined, id: unknown): Promise<Booking> {
    const actor = requireActor(who);
    if (!isUuid(id)) throw new NotFoundError(msg("booking.notFound"));
    const booking = await this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    if (!isAdmin(actor) && booking.ownerId !== actor.id) throw new ForbiddenError(msg("booking.ownOnly"));
    return booking;
  }

  /** Loads a booking without an owner check (for subscriptions, after their own filter). */
  async find(id: string): Promise<Booking | null> {
    return this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
  }

  /** The caller's newest MY_BOOKINGS_LIMIT bookings (bounded at any table size; MyBookings.page reads them all). */
  async listMine(actor: Actor | undefined): Promise<Booking[]> {
    if (!actor) throw new UnauthenticatedError(msg("auth.notLoggedIn"));
    return this.db.getRepository(Booking).find({
      where: { ownerId: actor.id },
      relations: { bus: true },
      order: { createdAt: "DESC", id: "DESC" },
      take: MY_BOOKINGS_LIMIT,
    });
  }

  /**
   * All bookings, newest first (admins), in one answer: refused above ALL_BOOKINGS_LIMIT (a
   * million bookings in one answer once exhausted the server's memory). The REST list streams instead.
   */
  async listAll(actor: Actor | undefined): Promise<Booking[]> {
    requireActor(actor);
    const n = await countAllBookings(this.db);
    if (n > ALL_BOOKINGS_LIMIT)
      throw new PayloadTooLargeError(msg("booking.tooManyForOneAnswer", { limit: ALL_BOOKINGS_LIMIT }));
    return this.db.getRepository(Booking).find({ relations: { bus: true }, order: { createdAt: "DESC", id: "DESC" } });
  }

  /** The booking's history, oldest first; staff without `money.read` read its notes without their amounts. */
  async history(actor: Actor | undefined, bookingId: string): Promise<BookingStatusChange[]> {
    await this.get(actor, bookingId);
    const rows = await this.db
      .getRepository(BookingStatusChange)
      .find({ where: { bookingId }, relations: { changedBy: true }, order: { changedAt: "ASC" } });
    if (!isAdmin(actor) || can(actor, Permission.moneyRead)) return rows;
    for (const row of rows) if (row.note) row.note = noteWithoutMoney(row.note);
    return rows;
  }
}

/** Customers book and read their own; staff list them (checked in the service, whatever the API). */
export const BOOKING_POLICIES: ServicePolicies<BookingService> = {
  ...open("validateRequest", "create", "get", "find", "listMine", "history"),
  ...needs(Permission.bookingsRead)("listAll"),
};
