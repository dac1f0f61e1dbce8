import type { DataSource } from "typeorm";
import type { Mailer } from "../../mail/mailer";
import { open, type ServicePolicies } from "../shared/actor";
import type { Clock } from "../shared/clock";
import type { MailComposer } from "./mail-composer.service";
import { NotificationMessage } from "./notification-message.entity";
import { claimMessage } from "./notification.queries";

/**
 * The delivering job (the send-message job's handler calls it): claim a message, compose it, send it,
 * record the outcome. The one holder of the mailer: every e-mail the server sends is a message of the
 * outbox and goes out here.
 */
export class MailDelivery {
  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly composer: MailComposer,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends one message. Throws when composing or the mail server fails, so the queue retries; `finalAttempt`
   * marks it failed for the admins to see. A message already sent is not sent again; one whose subject is
   * gone or no longer applies is skipped.
   */
  async deliver(messageId: string, finalAttempt: boolean): Promise<void> {
    const repo = this.db.getRepository(NotificationMessage);
    const message = await claimMessage(this.db, messageId);
    if (!message) return;
    const sent = await this.send(message).catch(async (e) => {
      await repo.update(
        { id: messageId },
        { state: finalAttempt ? "failed" : "retrying", error: String((e as Error).message ?? e).slice(0, 500) },
      );
      throw e;
    });
    if (sent) await repo.update({ id: messageId }, { state: "sent", sentAt: this.clock.now(), error: null });
    else await repo.update({ id: messageId }, { state: "skipped" });
  }

  /** Composes and sends the message's mail; false when there is none to send (its subject gone or no longer applying). */
  private async send(message: NotificationMessage): Promise<boolean> {
    const mail = await this.composer.compose(message);
    if (mail) await this.mailer.send(mail);
    return mail !== null;
  }
}

/** Called by the job handler only. */
export const MAIL_DELIVERY_POLICIES: ServicePolicies<MailDelivery> = open("deliver");
