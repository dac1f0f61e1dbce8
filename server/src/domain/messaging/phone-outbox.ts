import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { SettingRow } from "../settings/setting-row";
import { JOB_SEND_PHONE_MESSAGE, type JobQueue } from "../shared/jobs";
import { e164Mobile } from "../shared/phone";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import type { PhoneChannel, PhoneMessage, PhoneState } from "./phone-message.entity";
import { MESSAGE_TEMPLATES, type TemplateName } from "./message-templates";
import { bookingForMessage, consentsOf, insertPhoneMessage } from "./messaging.queries";

/** Why a message was not sent, as staff read it on the booking. */
export const SKIPPED = {
  noNumber: "Not sent: the phone number is not a valid Indian or international (E.164) mobile number",
  noConsent: "Not sent: the customer has not agreed to messages on WhatsApp or by SMS",
  noSmsConsent: "Not sent by SMS: the customer has not agreed to SMS",
  gone: "Not sent: it no longer applies",
} as const;

/** Which templates are switched off (Settings → Messages); every one is on by default. */
export interface TemplateSwitches {
  off: string[];
}

export function validSwitches(input: { off?: unknown }): TemplateSwitches {
  const names = MESSAGE_TEMPLATES.map((x) => x.name as string);
  if (!Array.isArray(input.off) || input.off.some((n) => typeof n !== "string" || !names.includes(n)))
    throw new ValidationError(msg("messaging.unknownTemplate"));
  return { off: [...new Set(input.off as string[])].sort() };
}

export const TEMPLATE_SWITCHES = new SettingRow<TemplateSwitches>("message-templates", { off: [] }, validSwitches);

/**
 * The queueing job of WhatsApp and SMS: decides on the caller's transaction whether a template goes to a booking's
 * customer and on which channel (WhatsApp with their consent to it, else SMS with their consent to that, else a
 * row that says why not), and writes the message with its send job, at most once per booking, template, trip
 * version and occasion (the unique key: two instances, or a retried change, write one).
 */
export class PhoneOutbox {
  constructor(
    private readonly queue: JobQueue,
    /** The site's settings as read on the transaction (their booking phones: the operator's number). */
    private readonly site: (m: EntityManager) => Promise<{ bookingPhones?: string[] }>,
  ) {}

  /** A template to a booking's customer; `occasion` tells apart repeats within one trip version (a payment, a driver). */
  async forBooking(m: EntityManager, bookingId: string, template: TemplateName, occasion = ""): Promise<void> {
    if (await this.off(m, template)) return;
    const booking = await bookingForMessage(m, bookingId);
    if (!booking) return;
    const number = e164Mobile(booking.phone);
    const consents = booking.ownerId ? await consentsOf(m, booking.ownerId) : [];
    const agreed = (channel: PhoneChannel) =>
      consents.some((c) => c.purpose === "transactional" && c.channel === channel && c.granted);
    const channel: PhoneChannel = !agreed("whatsapp") && agreed("sms") ? "sms" : "whatsapp";
    const skipped = !number ? SKIPPED.noNumber : agreed(channel) ? null : SKIPPED.noConsent;
    await this.write(m, {
      ...{ bookingId, subjectId: null, channel, template, language: booking.language },
      ...{ recipient: number ?? booking.phone, tripVersion: booking.tripVersion, occasion },
      skipped,
    });
  }

  /**
   * The same message by SMS, when WhatsApp could not deliver it to this number (131026), with the customer's
   * consent to SMS; once (the unique key), however many times WhatsApp reports the failure.
   */
  async smsInstead(m: EntityManager, failed: PhoneMessage): Promise<void> {
    if (!failed.template || failed.channel !== "whatsapp") return;
    let skipped: string | null = null;
    if (failed.bookingId) {
      const booking = await bookingForMessage(m, failed.bookingId);
      if (!booking) return;
      const consents = booking.ownerId ? await consentsOf(m, booking.ownerId) : [];
      if (!consents.some((c) => c.purpose === "transactional" && c.channel === "sms" && c.granted))
        skipped = SKIPPED.noSmsConsent;
    }
    await this.write(m, {
      ...{ bookingId: failed.bookingId, subjectId: failed.subjectId, channel: "sms", template: failed.template },
      ...{ language: failed.language, recipient: failed.recipient, tripVersion: failed.tripVersion },
      ...{ occasion: failed.occasion, skipped },
    });
  }

  /** A template to the operator (the site's first booking phone) about a subject other than a booking. */
  async forOperator(m: EntityManager, subjectId: string, template: TemplateName): Promise<void> {
    if (await this.off(m, template)) return;
    const phone = (await this.site(m)).bookingPhones?.[0] ?? "";
    const number = e164Mobile(phone);
    await this.write(m, {
      ...{ bookingId: null, subjectId, channel: "whatsapp", template, language: "en" },
      ...{ recipient: number ?? phone, tripVersion: 1, occasion: "", skipped: number ? null : SKIPPED.noNumber },
    });
  }

  private async off(m: EntityManager, template: string): Promise<boolean> {
    return (await TEMPLATE_SWITCHES.read(m)).off.includes(template);
  }

  private async write(
    m: EntityManager,
    row: {
      bookingId: string | null;
      subjectId: string | null;
      channel: PhoneChannel;
      template: string;
      language: string;
      recipient: string;
      tripVersion: number;
      occasion: string;
      skipped: string | null;
    },
  ): Promise<void> {
    const state: PhoneState = row.skipped ? "skipped" : "queued";
    const id = crypto.randomUUID();
    const jobId = crypto.randomUUID();
    const written = await insertPhoneMessage(m, { ...row, id, jobId, state, error: row.skipped });
    if (written && state === "queued")
      await this.queue.enqueue(m, JOB_SEND_PHONE_MESSAGE, [{ id: jobId, data: { messageId: id } }]);
  }
}
