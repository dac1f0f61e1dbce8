import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { PHONE_MESSAGE_CHANGED, type EventBus } from "../shared/events";
import { JOB_SEND_PHONE_MESSAGE, type JobQueue } from "../shared/jobs";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { e164Mobile } from "../shared/phone";
import { lastInbound } from "./messaging.queries";
import { PhoneMessage } from "./phone-message.entity";

/** WhatsApp's customer-service window: free text may follow the customer's own message for 24 hours. */
export const SERVICE_WINDOW_MS = 24 * 3600 * 1000;

/**
 * A booking's WhatsApp and SMS as staff see them (every message by channel, with its state, error and cost), and
 * staff's free-text reply on WhatsApp: only inside the 24-hour customer-service window, which only the customer's
 * own message opens; outside it the reply is refused here, before anything is sent to Meta.
 */
export class Conversations {
  constructor(
    private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async forBooking(actor: Actor | undefined, bookingId: unknown): Promise<PhoneMessage[]> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    return this.db.getRepository(PhoneMessage).find({ where: { bookingId }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** Until when staff may reply with free text to the booking's customer; null while the window is closed. */
  async windowOpenUntil(actor: Actor | undefined, booking: Pick<Booking, "phone">): Promise<Date | null> {
    requireActor(actor);
    const number = e164Mobile(booking.phone);
    const last = number ? await lastInbound(this.db, number) : null;
    const until = last ? new Date(last.getTime() + SERVICE_WINDOW_MS) : null;
    return until && until > this.clock.now() ? until : null;
  }

  /** Staff's free-text WhatsApp reply to a booking's customer, queued to send (refused outside the window). */
  async sendText(actor: Actor | undefined, bookingId: unknown, text: unknown): Promise<PhoneMessage> {
    const staff = requireActor(actor);
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    const body = typeof text === "string" ? text.trim() : "";
    if (!body) throw new ValidationError(msg("messaging.emptyText"), { field: "text" });
    if (body.length > 4096) throw new ValidationError(msg("messaging.longText"), { field: "text" });
    if (body.includes("\u0000")) throw new ValidationError(msg("validation.nullCharacter"), { field: "text" });
    const number = e164Mobile(booking.phone);
    if (!number) throw new ValidationError(msg("messaging.noNumber"));
    if (!(await this.windowOpenUntil(staff, booking))) throw new ConflictError(msg("messaging.windowClosed"));
    const id = crypto.randomUUID();
    const jobId = crypto.randomUUID();
    await this.db.transaction(async (m) => {
      await m.getRepository(PhoneMessage).insert({
        ...{ id, bookingId: booking.id, channel: "whatsapp", template: null, body, recipient: number },
        ...{ language: "en", state: "queued", jobId, sentById: staff.id },
      });
      await this.queue.enqueue(m, JOB_SEND_PHONE_MESSAGE, [{ id: jobId, data: { messageId: id } }]);
      await recordActivity(m, staff, {
        action: "send",
        entity: "whatsapp-message",
        entityId: id,
        changes: { bookingId: [null, booking.id], text: [null, body] },
      });
    });
    this.events.publish(PHONE_MESSAGE_CHANGED, { bookingId: booking.id, messageId: id });
    return this.db.getRepository(PhoneMessage).findOneByOrFail({ id });
  }

  /** Whether the actor may watch a booking's messages live (the subscription's audience). */
  watch(actor: Actor | undefined): string {
    requireActor(actor);
    return "staff";
  }

  /** One message (a subscription's payload turned into what staff see). */
  async one(actor: Actor | undefined, id: string): Promise<PhoneMessage | null> {
    requireActor(actor);
    return this.db.getRepository(PhoneMessage).findOneBy({ id });
  }
}

export const CONVERSATION_POLICIES: ServicePolicies<Conversations> = {
  ...needs(Permission.bookingsRead)("forBooking", "windowOpenUntil", "one", "watch"),
  ...needs(Permission.bookingsWrite)("sendText"),
};
