import type { DataSource } from "typeorm";
import type { Clock } from "../shared/clock";
import { PHONE_MESSAGE_CHANGED, type EventBus } from "../shared/events";
import { log } from "../shared/log";
import { whatsAppCost } from "./message-costs";
import {
  applyStatus,
  holdStatus,
  knownProviderId,
  lockProviderId,
  purgeHeldStatuses,
  recordPricing,
  takeHeldStatuses,
} from "./messaging.queries";
import type { PhoneOutbox } from "./phone-outbox";
import { NOT_ON_WHATSAPP } from "./whatsapp-client";

/** A provider's report on one message, as both webhooks (WhatsApp's, MSG91's) give it. */
export interface StatusReport {
  state: "sent" | "delivered" | "read" | "failed";
  at: string;
  errorCode: number | null;
  error: string | null;
  /** WhatsApp's pricing of the message (its category, and whether it is billed). */
  pricing?: { category: string; billable: boolean };
}

/**
 * The one way a provider's status moves a message: forward only, once (applyStatus's conditional UPDATE), its
 * pricing to a cost, "not on WhatsApp" to the SMS, staff told live. A report may overtake the send it is about
 * (Meta posts "sent" as soon as it answers, before the message's row has recorded the id it answered): it is held
 * and applied once the delivery records that id. Held reports of ids never recorded (a message sent from the
 * operator's own WhatsApp app, in coexistence) go after a day.
 */
export class PhoneStatuses {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: PhoneOutbox,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Applies one report; answers whether it moved the message, or "held" when the message is not known (yet). */
  async apply(providerId: string, report: StatusReport): Promise<boolean | "held"> {
    const moved = await this.db.transaction(async (m) => {
      // One report of this message at a time, and never beside its release (a report held after the release
      // looked would wait for ever).
      await lockProviderId(m, providerId);
      const changed = await applyStatus(m, providerId, { ...report, at: new Date(report.at) });
      if (report.pricing)
        await recordPricing(
          m,
          providerId,
          report.pricing.category,
          whatsAppCost(report.pricing.category, report.pricing.billable),
        );
      if (changed) {
        if (report.state === "failed" && report.errorCode === NOT_ON_WHATSAPP) await this.outbox.smsInstead(m, changed);
        return changed;
      }
      if (await knownProviderId(m, providerId)) return false;
      await holdStatus(m, providerId, report);
      return "held" as const;
    });
    if (moved === "held")
      log.warn({ providerId, status: report.state }, "a status for a message not known (yet): held");
    else if (moved && moved.bookingId)
      this.events.publish(PHONE_MESSAGE_CHANGED, { bookingId: moved.bookingId, messageId: moved.id });
    return moved === "held" ? "held" : !!moved;
  }

  /** The delivery recorded `providerId`: the reports that arrived before it, in the order they came. */
  async release(providerId: string): Promise<void> {
    const held = await this.db.transaction(async (m) => {
      await lockProviderId(m, providerId);
      return takeHeldStatuses(m, providerId);
    });
    for (const report of held) await this.apply(providerId, report as StatusReport);
  }

  /** Held reports older than a day go (their message was never ours). */
  async purge(): Promise<number> {
    return purgeHeldStatuses(this.db, new Date(this.clock.now().getTime() - 24 * 3600_000));
  }
}
