import { DataSource, EntityManager } from "typeorm";
import type { AuthResult, AuthService } from "../auth/auth.service";
import { Bus } from "../bus/bus.entity";
import type { PlaceService } from "../place/place.service";
import { type Actor, isAdmin } from "../shared/actor";
import { BookingStatus, Role } from "../shared/enums";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type BookingChangeKind, type EventBus } from "../shared/events";
import * as v from "../shared/validate";
import { User } from "../user/user.entity";
import { Booking, BookingStatusChange } from "./booking.entity";

export interface CreateBookingInput {
  pickupLocation?: unknown;
  destination?: unknown;
  departureDate?: unknown;
  days?: unknown;
  busId?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  notes?: unknown;
}

export interface CreateBookingResult {
  booking: Booking;
  /** Present when a guest's booking created their account (PRODUCT.md §6). */
  auth: AuthResult | null;
}

export const BOOKING_NOT_FOUND = "Booking not found";
export const STATUSES = Object.values(BookingStatus);
const fmt = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
export const bookingRef = (id: string) => `BK-${id.slice(-4)}`;

export class BookingService {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
    private readonly places: PlaceService,
    private readonly events: EventBus,
  ) {}

  /** Every rule of the booking form (spec section 5), plus: the date is not in the past and the bus exists. */
  async validateCreate(input: CreateBookingInput) {
    const pickupLocation = v.requiredText(input.pickupLocation, "Pickup location", 300);
    const destination = v.requiredText(input.destination, "Destination", 300);
    const departureDate = v.isoDate(input.departureDate, "Departure date");
    if (departureDate < v.todayInIndia()) throw new ValidationError("Departure date cannot be in the past.", { field: "departureDate" });
    if (input.days === undefined || input.days === null || input.days === "") throw new ValidationError("Days is required.", { field: "days" });
    const days = v.integer(input.days, "Days", 1, 365);
    if (input.busId === undefined || input.busId === null || input.busId === "") throw new ValidationError("Please select a bus.", { field: "busType" });
    if (!isUuid(input.busId) || !(await this.db.getRepository(Bus).existsBy({ id: input.busId })))
      throw new ValidationError("The selected bus does not exist.", { field: "busType" });
    const name = v.requiredText(input.name, "Name", 100);
    const email = v.email(input.email);
    const phone = v.phone(input.phone);
    const notes = v.optionalText(input.notes, "Notes", 2000);
    return { pickupLocation, destination, departureDate, days, busId: input.busId as string, name, email, phone, notes };
  }

  /**
   * Stores a booking request. A user's booking is theirs; a guest's belongs to the account with that
   * e-mail, or to a new password-less account whose tokens are answered so the guest lands logged in.
   * Staff booking on a customer's behalf never receive the customer's tokens.
   */
  async create(actor: Actor | undefined, input: CreateBookingInput): Promise<CreateBookingResult> {
    const data = await this.validateCreate(input);
    const distance = await this.places.distanceKm(data.pickupLocation, data.destination);
    const { booking, auth } = await this.db.transaction(async (m) => {
      let ownerId: string;
      let auth: AuthResult | null = null;
      if (actor && !isAdmin(actor)) {
        ownerId = actor.id;
      } else {
        const existing = await m.getRepository(User).createQueryBuilder("u").where("lower(u.email) = :email", { email: data.email }).getOne();
        if (existing) ownerId = existing.id;
        else {
          const user = m.getRepository(User).create({ name: data.name, email: data.email, mobileNo: data.phone, username: null, role: Role.user, passwordHash: null });
          await m.getRepository(User).insert(user);
          ownerId = user.id;
          if (!actor) auth = await this.auth.issue(user, true, m);
        }
      }
      const booking = m.getRepository(Booking).create({ ...data, distance, ownerId, status: BookingStatus.Pending });
      await m.getRepository(Booking).insert(booking);
      await this.recordChange(m, booking.id, null, BookingStatus.Pending, actor?.id ?? ownerId);
      return { booking, auth };
    });
    this.publish("CREATED", booking);
    return { booking: await this.reload(booking.id), auth };
  }

  private async recordChange(m: EntityManager, bookingId: string, from: BookingStatus | null, to: BookingStatus, by: string | null) {
    await m.getRepository(BookingStatusChange).insert({ bookingId, fromStatus: from, toStatus: to, changedById: by });
  }

  private publish(kind: BookingChangeKind, booking: Booking, snapshot?: Record<string, unknown>) {
    this.events.publish(BOOKING_CHANGED, { kind, bookingId: booking.id, ownerId: booking.ownerId, snapshot });
  }

  private async reload(id: string): Promise<Booking> {
    const booking = await this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    return booking;
  }

  /** One booking, for its owner or an admin. */
  async get(actor: Actor | undefined, id: unknown): Promise<Booking> {
    if (!actor) throw new UnauthenticatedError();
    if (!isUuid(id)) throw new NotFoundError(BOOKING_NOT_FOUND);
    const booking = await this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    if (!isAdmin(actor) && booking.ownerId !== actor.id) throw new ForbiddenError("You can only view your own bookings.");
    return booking;
  }

  /** Loads a booking without an owner check (for subscriptions, after their own filter). */
  async find(id: string): Promise<Booking | null> {
    return this.db.getRepository(Booking).findOne({ where: { id }, relations: { bus: true } });
  }

  async listMine(actor: Actor | undefined): Promise<Booking[]> {
    if (!actor) throw new UnauthenticatedError("Not authenticated. Please log in.");
    return this.db.getRepository(Booking).find({ where: { ownerId: actor.id }, relations: { bus: true }, order: { createdAt: "DESC", id: "DESC" } });
  }

  /** All bookings, newest first (admins). */
  async listAll(actor: Actor): Promise<Booking[]> {
    if (!isAdmin(actor)) throw new ForbiddenError();
    return this.db.getRepository(Booking).find({ relations: { bus: true }, order: { createdAt: "DESC", id: "DESC" } });
  }

  async history(actor: Actor, bookingId: string): Promise<BookingStatusChange[]> {
    await this.get(actor, bookingId);
    return this.db.getRepository(BookingStatusChange).find({ where: { bookingId }, relations: { changedBy: true }, order: { changedAt: "ASC" } });
  }

  /**
   * Sets a booking's status (admins). Confirming is refused by the database when the bus already has
   * a Confirmed booking overlapping [departure, departure + days); the message names the clash.
   */
  async setStatus(actor: Actor, id: unknown, status: unknown): Promise<Booking> {
    if (!isAdmin(actor)) throw new ForbiddenError();
    const next = v.oneOf(status, STATUSES, "Status");
    const current = await this.get(actor, id);
    if (current.status === next) return current;
    try {
      await this.db.transaction(async (m) => {
        const row = await m.getRepository(Booking).findOne({ where: { id: current.id }, lock: { mode: "pessimistic_write" } });
        if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
        await m.getRepository(Booking).update({ id: row.id }, { status: next });
        await this.recordChange(m, row.id, row.status, next, actor.id);
      });
    } catch (e) {
      if ((e as { code?: string }).code === "23P01") throw await this.clashError(current);
      throw e;
    }
    const updated = await this.reload(current.id);
    this.publish("UPDATED", updated);
    return updated;
  }

  private async clashError(booking: Booking): Promise<ConflictError> {
    const end = addDays(booking.departureDate, booking.days);
    const clash = await this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .where("b.busId = :busId AND b.status = :confirmed AND b.id <> :id", { busId: booking.busId, confirmed: BookingStatus.Confirmed, id: booking.id })
      .andWhere(`daterange(b."departureDate", b."departureDate" + b.days, '[)') && daterange(:start::date, :end::date, '[)')`, { start: booking.departureDate, end })
      .getOne();
    if (!clash) return new ConflictError("This bus already has a confirmed booking on these dates.");
    const clashEnd = addDays(clash.departureDate, clash.days - 1);
    return new ConflictError(
      `Cannot confirm: ${booking.bus?.name ?? "this bus"} is already booked by confirmed booking ${bookingRef(clash.id)} (${clash.name}) from ${fmt(clash.departureDate)} to ${fmt(clashEnd)}.`,
      { clashingBookingId: clash.id },
    );
  }

  async delete(actor: Actor, id: unknown): Promise<Booking> {
    if (!isAdmin(actor)) throw new ForbiddenError();
    const booking = await this.get(actor, id);
    await this.db.getRepository(Booking).delete({ id: booking.id });
    this.publish("DELETED", booking, { id: booking.id });
    return booking;
  }
}
