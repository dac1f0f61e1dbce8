import type { DataSource } from "typeorm";
import type { Mailer } from "../../mail/mailer";
import { Booking } from "../booking/booking.entity";
import { open, type ServicePolicies } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { BookingStatus } from "../shared/enums";
import type { MailComposer } from "./mail-composer.service";
import { type MessageKind, NotificationMessage, ReminderOptOut } from "./notification-message.entity";
import { claimMessage } from "./notification.queries";

/** The delivering job (the send-message job's handler calls it): claim a message, compose it, send it, record the outcome. */
export class MailDelivery {
  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly composer: MailComposer,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends one message. Throws when the mail server fails, so the queue retries; `finalAttempt` marks
   * it failed for the admins to see. A message already sent is not sent again.
   */
  async deliver(messageId: string, finalAttempt: boolean): Promise<void> {
    const repo = this.db.getRepository(NotificationMessage);
    if (!(await claimMessage(this.db, messageId))) return;
    const message = await repo.findOneByOrFail({ id: messageId });
    const booking = await this.db
      .getRepository(Booking)
      .findOne({ where: { id: message.bookingId }, relations: { bus: true } });
    if (!booking || (message.kind === "reminder" && !(await this.remindable(booking)))) {
      await repo.update({ id: messageId }, { state: "skipped" });
      return;
    }
    try {
      const mail = await this.composer.compose(message.kind as MessageKind, message.recipient, booking);
      await this.mailer.send({ ...mail, messageRef: message.id });
    } catch (e) {
      await repo.update(
        { id: messageId },
        { state: finalAttempt ? "failed" : "retrying", error: String((e as Error).message ?? e).slice(0, 500) },
      );
      throw e;
    }
    await repo.update({ id: messageId }, { state: "sent", sentAt: this.clock.now(), error: null });
  }

  /** A reminder still goes when the booking is Confirmed and its address has not opted out since it was queued. */
  private async remindable(booking: Booking): Promise<boolean> {
    if (booking.status !== BookingStatus.Confirmed) return false;
    return !(await this.db.getRepository(ReminderOptOut).existsBy({ email: booking.email.toLowerCase() }));
  }
}

/** Called by the job handler only. */
export const MAIL_DELIVERY_POLICIES: ServicePolicies<MailDelivery> = open("deliver");
