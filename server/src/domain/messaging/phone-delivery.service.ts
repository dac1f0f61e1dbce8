import type { DataSource } from "typeorm";
import { type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { PHONE_MESSAGE_CHANGED, type EventBus } from "../shared/events";
import { fillSms, fillText, templateNamed } from "./message-templates";
import { claimPhoneMessage } from "./messaging.queries";
import type { PhoneComposer } from "./phone-composer";
import { PhoneMessage } from "./phone-message.entity";
import { type PhoneOutbox, SKIPPED } from "./phone-outbox";
import { SmsError, type SmsSender } from "./sms-client";
import { NOT_ON_WHATSAPP, WhatsAppError, type WhatsAppSender } from "./whatsapp-client";
import { smsCost } from "./message-costs";
import type { PhoneStatuses } from "./phone-statuses";

/**
 * The delivering job of WhatsApp and SMS (the send-phone-message job's handler): claim a message, compose it,
 * send it, record the provider's id. A rate or spam limit (131056, 131048) or the provider away is retried by the
 * queue with backoff; "not on WhatsApp" (131026) fails the message and queues its SMS; any other refusal fails it
 * for staff to see.
 */
export class PhoneDelivery {
  constructor(
    private readonly db: DataSource,
    private readonly whatsapp: WhatsAppSender,
    private readonly sms: SmsSender,
    private readonly composer: PhoneComposer,
    private readonly outbox: PhoneOutbox,
    private readonly statuses: PhoneStatuses,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async deliver(messageId: string, finalAttempt: boolean): Promise<void> {
    const message = await claimPhoneMessage(this.db, messageId);
    if (!message) return;
    const repo = this.db.getRepository(PhoneMessage);
    try {
      const sent = await this.send(message);
      if (!sent) await repo.update({ id: messageId, state: "sending" }, { state: "skipped", error: SKIPPED.gone });
      else {
        await repo.update(
          { id: messageId, state: "sending" },
          { state: "sent", sentAt: this.clock.now(), error: null, errorCode: null, ...sent },
        );
        // What the provider reported before this row knew its id (a "sent" that overtook the answer).
        if (sent.providerMessageId) await this.statuses.release(sent.providerMessageId);
      }
    } catch (e) {
      const code = e instanceof WhatsAppError ? e.code : null;
      const error = String((e as Error).message ?? e).slice(0, 500);
      const retry = (e instanceof WhatsAppError || e instanceof SmsError ? e.retryable : true) && !finalAttempt;
      if (code === NOT_ON_WHATSAPP)
        await this.db.transaction(async (m) => {
          await m.getRepository(PhoneMessage).update({ id: messageId }, { state: "failed", errorCode: code, error });
          await this.outbox.smsInstead(m, message);
        });
      else await repo.update({ id: messageId }, { state: retry ? "retrying" : "failed", errorCode: code, error });
      this.changed(message);
      if (retry) throw e;
      return;
    }
    this.changed(message);
  }

  /** Sends the message; answers what to record, or null when it no longer applies. */
  private async send(message: PhoneMessage): Promise<Partial<PhoneMessage> | null> {
    if (!message.template) {
      const id = await this.whatsapp.sendText(message.recipient, message.body ?? "", message.id);
      return { providerMessageId: id, text: message.body };
    }
    const template = templateNamed(message.template);
    const parameters = template && (await this.composer.parameters(message));
    if (!template || !parameters) return null;
    const language = message.language === "hi" ? "hi" : "en";
    if (message.channel === "whatsapp") {
      const id = await this.whatsapp.sendTemplate(
        { to: message.recipient, template: template.name, language, parameters },
        message.id,
      );
      return { providerMessageId: id, text: fillText(template.text[language], parameters) };
    }
    const text = fillSms(template.sms[language], parameters);
    const unicode = language === "hi";
    const id = await this.sms.send(
      {
        ...{
          to: message.recipient,
          flowId: template.smsFlowId[language],
          dltTemplateId: template.dltTemplateId[language],
        },
        ...{ variables: parameters, text, unicode },
      },
      message.id,
    );
    return { providerMessageId: id, text, cost: this.sms.live ? smsCost(text, unicode) : null, pricingCategory: "sms" };
  }

  /** Staff watching the booking see the message move. */
  private changed(message: PhoneMessage): void {
    if (message.bookingId)
      this.events.publish(PHONE_MESSAGE_CHANGED, { bookingId: message.bookingId, messageId: message.id });
  }
}

/** Called by the job handler only. */
export const PHONE_DELIVERY_POLICIES: ServicePolicies<PhoneDelivery> = open("deliver");
