import type { DataSource, EntityManager } from "typeorm";
import type { GuestAccountService } from "../auth/guest-account.service";
import { User } from "../auth/user.entity";
import type { BusAvailabilityService } from "../bus/bus-availability.service";
import type { PlaceService } from "../place/place.service";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Role, type Language } from "../shared/enums";
import { ConflictError, NotFoundError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import type { MailQueue } from "../shared/mail-queue";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { currentOrigin } from "../shared/request-context";
import type { Booking } from "./booking.entity";
import { type BookingRequest, BookingRequestCheck, type CheckedRequest } from "./booking-request.service";
import { BookingWriter } from "./booking-writer.service";
import type { TripPlanner } from "./trip-planner.service";

/** A booking staff enter for a customer: the request's fields, and the customer's account when they found it. */
export interface StaffBookingRequest extends BookingRequest {
  customerId?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || value === "";
const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Staff booking for a customer (a phone call, a walk-in): the booking request's own rules and messages
 * (BookingRequestCheck), stored by the same writer and e-mailed as any new booking (the outbox's "received").
 * The customer is the account staff found, or the one with the e-mail given, or (no e-mail: a phone enquiry)
 * the customer with that phone, or a new customer account without a password, made on the booking's
 * transaction; the customer claims it later with "Forgot password" (once it has an e-mail).
 */
export class StaffBookingService {
  private readonly requests: BookingRequestCheck;
  private readonly writer: BookingWriter;

  constructor(
    private readonly db: DataSource,
    guestAccounts: GuestAccountService,
    private readonly places: PlaceService,
    private readonly events: EventBus,
    notifications: MailQueue,
    availability: BusAvailabilityService,
    private readonly trips: TripPlanner,
  ) {
    this.requests = new BookingRequestCheck(availability);
    this.writer = new BookingWriter(db, guestAccounts, notifications, trips);
  }

  /** Stores the booking for its customer (status Pending) and answers it. */
  async createForCustomer(actor: Actor | undefined, input: StaffBookingRequest): Promise<Booking> {
    const staff = requireActor(actor);
    const customer = blank(input.customerId) ? null : await this.customer(input.customerId);
    const request = customer
      ? {
          ...input,
          name: blank(input.name) ? customer.name : input.name,
          phone: blank(input.phone) ? customer.mobileNo : input.phone,
          email: customer.email || input.email,
        }
      : input;
    const { data, bus, buses, language, plan } = await this.requests.check(request, { emailOptional: true });
    if (!customer && data.email) await this.refuseStaffEmail(data.email);
    const distance = plan
      ? (await this.trips.measure(data.pickupLocation, data.destination, plan)).km
      : await this.places.distanceKm(data.pickupLocation, data.destination);
    const { booking } = await this.writer.submit({
      ...{ actor: staff, data, distance, language, plan, buses, origin: currentOrigin() },
      ownerOn: (m) => (customer ? Promise.resolve(customer.id) : this.accountFor(m, staff, data, language)),
    });
    this.events.publish(BOOKING_CHANGED, { kind: "CREATED", bookingId: booking.id, ownerId: booking.ownerId });
    booking.bus = bus;
    return booking;
  }

  private async customer(id: unknown): Promise<User> {
    const user = isUuid(id) ? await this.db.getRepository(User).findOneBy({ id, role: Role.user }) : null;
    if (!user) throw new NotFoundError(msg("customer.notFound"));
    return user;
  }

  /** A staff member's e-mail is never a customer's: refused before anything is stored. */
  private async refuseStaffEmail(email: string): Promise<void> {
    const staffAccount = await this.db
      .getRepository(User)
      .createQueryBuilder("u")
      .where("lower(u.email) = :email AND u.role = :role", { email, role: Role.admin })
      .getExists();
    if (staffAccount) throw new ConflictError(msg("customer.staffEmail"), { field: "Email" });
  }

  /** The customer with that e-mail (else, without one, with that phone), or a new one without a password. */
  private async accountFor(m: EntityManager, staff: Actor, data: CheckedRequest, language: Language): Promise<string> {
    const users = m.getRepository(User).createQueryBuilder("u").select("u.id", "id").where("u.role = :role");
    const found: { id: string } | undefined = data.email
      ? await users
          .andWhere("lower(u.email) = :email")
          .setParameters({ role: Role.user, email: data.email })
          .getRawOne()
      : await users
          .andWhere(`regexp_replace(u."mobileNo", '\\D', '', 'g') = :phone`)
          .setParameters({ role: Role.user, phone: digits(data.phone) })
          .orderBy("u.createdAt", "ASC")
          .getRawOne();
    if (found) return found.id;
    const account = { name: data.name, email: data.email, mobileNo: data.phone, role: Role.user, language };
    // Another request may have just made the account with that e-mail: it is the customer's (the unique index decides).
    const inserted = await m
      .getRepository(User)
      .createQueryBuilder()
      .insert()
      .values(account)
      .orIgnore()
      .returning("id")
      .execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (!id) {
      const winner = await users.setParameters({ role: Role.user, email: data.email }).getRawOne<{ id: string }>();
      if (!winner) throw new ConflictError(msg("customer.staffEmail"), { field: "Email" });
      return winner.id;
    }
    await recordActivity(m, staff, {
      action: "create",
      entity: "customer",
      entityId: id,
      changes: { name: [null, data.name], email: [null, data.email || null], phone: [null, data.phone] },
    });
    return id;
  }
}

/** Booking for a customer is the booking desk's work (it makes the customer's account too). */
export const STAFF_BOOKING_POLICIES: ServicePolicies<StaffBookingService> = {
  ...needs(Permission.bookingsWrite)("createForCustomer"),
};
