import type { DataSource, EntityManager } from "typeorm";
import type { MailQueue } from "../shared/mail-queue";
import type { SettingsService } from "../settings/settings.service";
import { type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { daysBetween } from "./compliance";
import { documentSettings } from "./document-settings";
import { insertDueReminders } from "./bus-document.queries";
import { todayInIndia } from "../shared/calendar";

/**
 * Expiry reminders of vehicle documents: at each threshold of Settings (default 30, 14, 7 and
 * 1 days before valid-until) the operator gets one e-mail per document. The row of
 * bus_document_reminders, unique per (document, valid-until, threshold), is inserted with its outbox
 * message in one transaction: whatever the number of instances or restarts, each reminder is queued once,
 * and a renewed document (a new valid-until) has reminders of its own. The e-mail itself is the
 * document-reminder kind (notification/mails/), which is not sent for a document renewed or deleted since.
 */
export class DocumentReminderService {
  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly notifications: MailQueue,
    private readonly clock: Clock,
  ) {}

  /** Queues the reminders that came due (by this service's clock, on India's calendar); answers how many. */
  async sweep(): Promise<number> {
    const { reminderDays } = await documentSettings.read(this.db.manager);
    if (!reminderDays.length) return 0;
    const today = todayInIndia(this.clock.now());
    return this.db.transaction(async (m) => {
      // Every threshold a document has reached, once; only the nearest one it has reached today (the smallest
      // threshold not below its days left) is mailed: a document recorded 5 days before expiry gets one e-mail,
      // not three, and a threshold added in Settings after the document passed it is recorded, not mailed.
      const rows = await insertDueReminders(m, today, reminderDays);
      const nearestReached = (validUntil: string) => {
        const left = daysBetween(today, validUntil);
        return Math.min(...reminderDays.filter((t) => t >= left));
      };
      const due = rows.filter((r) => r.threshold === nearestReached(r.validUntil));
      if (!due.length) return 0;
      // Without an address (none in Settings → Documents nor a contact e-mail) the reminders are recorded, not mailed.
      const to = await reminderAddress(m, this.settings);
      if (!to) return 0;
      await this.notifications.queueForDocuments(
        m,
        due.map((r) => r.id),
        to,
      );
      return due.length;
    });
  }
}

/** Where reminders go: the address of Settings → Documents, else the site's contact e-mail ("" when neither). */
export async function reminderAddress(m: EntityManager, settings: SettingsService): Promise<string> {
  const { reminderEmail } = await documentSettings.read(m);
  return reminderEmail || (await settings.get(m)).email || "";
}

/** Run by the job queue only. */
export const DOCUMENT_REMINDER_POLICIES: ServicePolicies<DocumentReminderService> = { ...open("sweep") };
