import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import { type ActivityActor, recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { validQuoteToken } from "../shared/quote-token";
import * as v from "../shared/validate";
import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentSource, MessageConsent } from "./message-consent.entity";
import { accountExists, consentsOf } from "./messaging.queries";

/**
 * The version of the consent wording the customer is shown (client locales `consent.*`, in Hindi and English):
 * change it with the words, so that each answer names what the customer agreed to.
 */
export const CONSENT_WORDING_VERSION = "2026-12-07";

const CHANNELS = ["whatsapp", "sms"] as const;

/** One answer as the screens and clients read it. */
export type ConsentAnswer = Pick<
  MessageConsent,
  "purpose" | "channel" | "granted" | "source" | "wordingVersion" | "at"
>;

/**
 * Customers' consent to WhatsApp and SMS, per purpose (their trips; offers, separately) and channel: given on the
 * booking form, the quote page or the account page, withdrawn there as easily or by replying STOP; each answer
 * kept with its time, source and wording version. Customers read and change their own; staff read a customer's
 * and a booking's customer's.
 */
export class Consents {
  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, "jwtSecret">,
    private readonly clock: Clock,
  ) {}

  /** The signed-in customer's answers in force (one per purpose and channel they have answered). */
  async mine(actor: Actor | undefined): Promise<ConsentAnswer[]> {
    return consentsOf(this.db, requireActor(actor).id);
  }

  /** The customer changes one answer on their account page (a repeat of the answer in force changes nothing). */
  async setMine(
    actor: Actor | undefined,
    input: { purpose?: unknown; channel?: unknown; granted?: unknown },
  ): Promise<ConsentAnswer[]> {
    const me = requireActor(actor);
    const purpose = v.oneOf(input.purpose, CONSENT_PURPOSES, "Purpose");
    const channel = v.oneOf(input.channel, CHANNELS, "Channel");
    if (typeof input.granted !== "boolean") throw new ValidationError(msg("messaging.consentAnswer"));
    await this.db.transaction((m) =>
      this.record(m, me.id, [channel], input.granted as boolean, "account", me, purpose),
    );
    return this.mine(me);
  }

  /**
   * On the quote page: the customer (signed in as its owner, or a guest with the e-mailed link's token) agrees to,
   * or declines, messages about this trip on WhatsApp and by SMS.
   */
  async onQuotePage(
    actor: Actor | undefined,
    bookingId: unknown,
    token: unknown,
    granted: unknown,
  ): Promise<ConsentAnswer[]> {
    if (typeof granted !== "boolean") throw new ValidationError(msg("messaging.consentAnswer"));
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    const owns = !!booking && !!actor && booking.ownerId === actor.id;
    if (!booking?.ownerId || !(owns || validQuoteToken(this.config.jwtSecret, booking.id, token, this.clock.now())))
      throw new NotFoundError(msg("quote.notFound"));
    const ownerId = booking.ownerId;
    const who = actor ?? { id: null, name: `${booking.name} (quote link)` };
    await this.db.transaction((m) => this.record(m, ownerId, CHANNELS, granted, "quote", who));
    return consentsOf(this.db, ownerId);
  }

  /** A customer's answers in force (staff with customers.read). */
  async forCustomer(actor: Actor | undefined, customerId: unknown): Promise<ConsentAnswer[]> {
    requireActor(actor);
    if (!isUuid(customerId) || !(await accountExists(this.db, customerId)))
      throw new NotFoundError(msg("customer.notFound"));
    return consentsOf(this.db, customerId);
  }

  /** The answers in force of a booking's customer (staff with bookings.read). */
  async forBooking(actor: Actor | undefined, bookingId: unknown): Promise<ConsentAnswer[]> {
    requireActor(actor);
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking.ownerId ? consentsOf(this.db, booking.ownerId) : [];
  }

  /**
   * Records answers on `m` (the booking's own transaction when given on the booking form, so its first message
   * already knows): one row per channel whose answer in force differs, and an activity entry.
   */
  async record(
    m: EntityManager,
    userId: string,
    channels: readonly string[],
    granted: boolean,
    source: ConsentSource,
    who: ActivityActor,
    purpose: ConsentPurpose = "transactional",
  ): Promise<void> {
    const now = await consentsOf(m, userId);
    const changed = channels.filter(
      (channel) => (now.find((c) => c.purpose === purpose && c.channel === channel)?.granted ?? null) !== granted,
    );
    if (!changed.length) return;
    await m.getRepository(MessageConsent).insert(
      changed.map((channel) => ({
        ...{ id: crypto.randomUUID(), userId, purpose, channel, granted, source },
        wordingVersion: CONSENT_WORDING_VERSION,
      })),
    );
    await recordActivity(m, who, {
      action: granted ? "grant" : "withdraw",
      entity: "consent",
      entityId: userId,
      changes: Object.fromEntries(changed.map((c) => [`${purpose}.${c}`, [!granted, granted]])),
    });
  }
}

export const CONSENT_POLICIES: ServicePolicies<Consents> = {
  ...open("mine", "setMine", "onQuotePage", "record"),
  ...needs(Permission.customersRead)("forCustomer"),
  ...needs(Permission.bookingsRead)("forBooking"),
};
