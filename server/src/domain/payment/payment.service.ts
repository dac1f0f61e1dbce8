import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import type { Balances, PaymentDocuments } from "../shared/account-ports";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireActor } from "../shared/actor";
import { todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid, pgCode } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Payment } from "./payment.entity";
import { PaymentKind, PaymentMethod } from "./payment-enums";
import { paymentsOf } from "./payment.queries";
import { enterPayment } from "./payment-entry";

/** The highest single payment staff record by hand (as the fare's own limit). */
const MAX_PAYMENT_RUPEES = 10_000_000;
/** The methods staff record by hand (the gateway's payments come from the gateway). */
export const MANUAL_METHODS = [PaymentMethod.upiManual, PaymentMethod.cash, PaymentMethod.bank] as const;

/** A payment as staff type it: every field still to be validated. */
export interface PaymentForm {
  method?: unknown;
  amount?: unknown;
  reference?: unknown;
  receivedOn?: unknown;
  kind?: unknown;
}

/** The payment ledger as staff keep it: a booking's payments, and a payment received by hand recorded. */
export class PaymentService {
  constructor(
    private readonly db: DataSource,
    private readonly balances: Balances,
    private readonly documents: PaymentDocuments,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** A booking's payments, by the day received, then as recorded. */
  async list(actor: Actor | undefined, bookingId: unknown): Promise<Payment[]> {
    requireActor(actor);
    await this.existing(bookingId);
    return this.db.getRepository(Payment).find({
      where: { bookingId: bookingId as string },
      relations: { booking: true },
      order: { receivedOn: "ASC", createdAt: "ASC", id: "ASC" },
    });
  }

  /**
   * Staff record a payment they received by hand (UPI matched in the bank app, cash at the office, a bank
   * transfer), with its reference (the UTR, the bank's reference, the cash receipt's number): a row of the
   * ledger, the booking's balance made again, its history and the activity log, on one transaction. Refused
   * without an agreed fare, for more than the booking still owes, for a day to come, and for a reference of its
   * method already recorded (the database's unique index decides, also between two staff at the same moment).
   * Its kind is the advance while the agreed advance is not all received, else the balance, unless given.
   */
  async record(actor: Actor | undefined, bookingId: unknown, form: PaymentForm): Promise<Payment> {
    const staff = requireActor(actor);
    const booking = await this.existing(bookingId);
    const method = v.oneOf(form.method, MANUAL_METHODS, "Payment method");
    const amountPaise = v.amountPaise(form.amount, "Amount", MAX_PAYMENT_RUPEES);
    if (amountPaise <= 0)
      throw new ValidationError(msg("validation.numberUpTo", { field: "Amount", max: MAX_PAYMENT_RUPEES }), {
        field: "Amount",
      });
    const reference = v.requiredText(form.reference, "Reference", 64);
    const today = todayInIndia(this.clock.now());
    const receivedOn =
      form.receivedOn === undefined || form.receivedOn === null || form.receivedOn === ""
        ? today
        : v.isoDate(form.receivedOn, "Received on");
    if (receivedOn > today) throw new ValidationError(msg("payment.inFuture"), { field: "Received on" });
    const kind =
      form.kind === undefined || form.kind === null || form.kind === ""
        ? null
        : v.oneOf(form.kind, Object.values(PaymentKind), "Payment for");
    const id = crypto.randomUUID();
    await this.db
      .transaction(async (m) => {
        const current = await m
          .getRepository(Booking)
          .findOne({ where: { id: booking.id }, lock: { mode: "pessimistic_write" } });
        if (!current) throw new NotFoundError(msg("booking.notFound"));
        if (current.agreedFarePaise === null) throw new ConflictError(msg("payment.noFare"), { field: "Amount" });
        const entry = { id, kind, method, amountPaise, reference, receivedOn };
        await enterPayment(
          m,
          { balances: this.balances, documents: this.documents },
          current,
          { ...entry, providerPaymentId: `manual:${id}`, recordedBy: "staff" },
          { actor: staff, by: staff.id, refuseOverpayment: true },
        );
      })
      .catch((e) => {
        if (pgCode(e) === "23505") throw new ConflictError(msg("payment.duplicateReference"), { field: "Reference" });
        throw e;
      });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    return (await this.db.getRepository(Payment).findOne({ where: { id }, relations: { booking: true } }))!;
  }

  /**
   * A booking's payments for whoever read the booking (its owner, or staff: BookingService.get checked): null for
   * staff without payments.read, as money fields are for staff without money.read.
   */
  async ofBooking(actor: Actor | undefined, booking: Booking): Promise<Payment[] | null> {
    const reader = requireActor(actor);
    if (isAdmin(reader) ? !can(reader, Permission.paymentsRead) : booking.ownerId !== reader.id) return null;
    return paymentsOf(this.db, booking.id);
  }

  private async existing(bookingId: unknown): Promise<Booking> {
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking;
  }
}

export const PAYMENT_POLICIES: ServicePolicies<PaymentService> = {
  ...needs(Permission.paymentsRead)("list"),
  ...needs(Permission.paymentsWrite)("record"),
  // Given a booking already read through BookingService.get (its owner or staff), like CloseOutService.tripState.
  ...open("ofBooking"),
};
