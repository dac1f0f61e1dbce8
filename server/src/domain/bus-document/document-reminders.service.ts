import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { Mailer } from "../../mail/mailer";
import { renderEmail } from "../../mail/templates";
import type { SettingsService } from "../settings/settings.service";
import { type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { type DocumentReminderJob, JOB_SEND_DOCUMENT_REMINDER, type JobQueue } from "../shared/jobs";
import { BusDocument } from "./bus-document.entity";
import { DOCUMENT_NAMES, daysBetween } from "./compliance";
import { documentSettings } from "./document-settings";
import { insertDueReminders } from "./bus-document.queries";
import { displayDate, todayInIndia } from "../shared/calendar";

/**
 * Expiry reminders of vehicle documents (issue 28): at each threshold of Settings (default 30, 14, 7 and
 * 1 days before valid-until) the operator gets one e-mail per document. The row of
 * bus_document_reminders, unique per (document, valid-until, threshold), is inserted with its send job
 * in one transaction: whatever the number of instances or restarts, each reminder is queued once, and a
 * renewed document (a new valid-until) has reminders of its own.
 */
export class DocumentReminderService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly settings: SettingsService,
    private readonly queue: JobQueue,
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
      const jobs = due.map((data) => ({ id: crypto.randomUUID(), data }));
      if (jobs.length) await this.queue.enqueue(m, JOB_SEND_DOCUMENT_REMINDER, jobs);
      return jobs.length;
    });
  }

  /** Sends one reminder (the job's handler); a document renewed or deleted since is not reminded of. */
  async deliver(job: DocumentReminderJob): Promise<void> {
    const doc = await this.db
      .getRepository(BusDocument)
      .findOne({ where: { id: job.documentId }, relations: { bus: true } });
    if (!doc || doc.validUntil !== job.validUntil) return;
    const { reminderEmail } = await documentSettings.read(this.db.manager);
    const to = reminderEmail || (await this.settings.get()).email;
    if (!to) return;
    const name = DOCUMENT_NAMES[doc.type];
    const left = daysBetween(todayInIndia(this.clock.now()), doc.validUntil);
    const when = left <= 0 ? "today" : left === 1 ? "tomorrow" : `in ${left} days`;
    const subject = `${doc.bus.name}: ${name} ${doc.number} expires ${when} (${displayDate(doc.validUntil)})`;
    const content = await renderEmail({
      preheader: subject,
      heading: `The ${name} of ${doc.bus.name} expires ${when}`,
      paragraphs: [
        `Renew it before ${displayDate(doc.validUntil)}: after that day the bus cannot be confirmed for a trip.`,
        "When it is renewed, enter the new valid-until date (and the new scan) in Admin → Buses → Documents.",
      ],
      summary: [
        ["Bus", doc.bus.registrationNumber ? `${doc.bus.name} (${doc.bus.registrationNumber})` : doc.bus.name],
        ["Document", `${name} ${doc.number}`],
        ["Valid until", displayDate(doc.validUntil)],
      ],
      action: { label: "Open the bus's documents", url: `${this.config.publicUrl}/admin` },
      footer: [`This reminder goes ${job.threshold} days before expiry to the address in Settings → Documents.`],
    });
    await this.mailer.send({ to, subject, text: content.text, html: content.html });
  }
}

/** Run by the job queue only. */
export const DOCUMENT_REMINDER_POLICIES: ServicePolicies<DocumentReminderService> = { ...open("sweep", "deliver") };
