import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { JOB_SEND_MESSAGE, type JobQueue } from "../shared/jobs";
import { type KindsAbout, MESSAGE_SUBJECTS, type MessageKind } from "./notification-message.entity";
import { insertMessages, insertReminder, requeueMessage } from "./notification.queries";

/** A message to queue: on a booking (it names the booking), or about another subject (see MESSAGE_SUBJECTS). */
export type OutgoingMessage =
  | { kind: KindsAbout<"booking" | "trip">; bookingId: string; recipient: string }
  | { kind: KindsAbout<"account" | "document-reminder">; subjectId: string; recipient: string };

/**
 * Someone is waiting for an account's e-mail (on the reset page, or the member just invited): its job goes
 * before the others, so a burst of booking e-mails (the worker takes one job per poll) does not hold it up.
 */
const priorityOf = (kind: MessageKind) => (MESSAGE_SUBJECTS[kind] === "account" ? 1 : 0);

/**
 * The queueing job: a message row and its send job, written on the caller's transaction so both
 * commit or vanish with the change that caused them.
 */
export class NotificationOutbox {
  constructor(private readonly queue: JobQueue) {}

  /** Two statements however many messages. Each row names its job from the start (the ids are chosen here). */
  async add(m: EntityManager, all: OutgoingMessage[]): Promise<void> {
    // A customer booked by phone may have no e-mail yet: nothing is queued to no one.
    const messages = all.filter((message) => message.recipient !== "");
    if (!messages.length) return;
    const rows = messages.map((message) => ({
      bookingId: "bookingId" in message ? message.bookingId : null,
      subjectId: "subjectId" in message ? message.subjectId : null,
      kind: message.kind,
      recipient: message.recipient,
      id: crypto.randomUUID(),
      jobId: crypto.randomUUID(),
      state: "queued",
    }));
    await insertMessages(m, rows);
    await this.sendJobs(
      m,
      rows.map((r) => ({ messageId: r.id, jobId: r.jobId, priority: priorityOf(r.kind) })),
    );
  }

  /** The reminder of one booking, at most once (its unique index): answers whether it was queued. */
  async addReminder(m: EntityManager, bookingId: string, recipient: string): Promise<boolean> {
    const jobId = crypto.randomUUID();
    const messageId = await insertReminder(m, bookingId, recipient, jobId);
    if (!messageId) return false;
    await this.sendJobs(m, [{ messageId, jobId }]);
    return true;
  }

  /** Puts an existing message back in line with a new job. */
  async requeue(m: EntityManager, messageId: string): Promise<void> {
    const jobId = crypto.randomUUID();
    await requeueMessage(m, messageId, jobId);
    await this.sendJobs(m, [{ messageId, jobId }]);
  }

  private sendJobs(
    m: EntityManager,
    jobs: Array<{ messageId: string; jobId: string; priority?: number }>,
  ): Promise<void> {
    return this.queue.enqueue(
      m,
      JOB_SEND_MESSAGE,
      jobs.map((j) => ({ id: j.jobId, data: { messageId: j.messageId }, priority: j.priority })),
    );
  }
}
