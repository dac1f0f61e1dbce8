import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { JOB_SEND_MESSAGE, type JobQueue } from "../shared/jobs";
import type { MessageKind } from "./notification-message.entity";
import { insertMessages, insertReminder, requeueMessage } from "./notification.queries";

export interface OutgoingMessage {
  bookingId: string;
  kind: MessageKind;
  recipient: string;
}

/**
 * The queueing job: a message row and its send job, written on the caller's transaction so both
 * commit or vanish with the change that caused them.
 */
export class NotificationOutbox {
  constructor(private readonly queue: JobQueue) {}

  /** Two statements however many messages. Each row names its job from the start (the ids are chosen here). */
  async add(m: EntityManager, messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    const rows = messages.map((message) => ({
      ...message,
      id: crypto.randomUUID(),
      jobId: crypto.randomUUID(),
      state: "queued",
    }));
    await insertMessages(m, rows);
    await this.sendJobs(
      m,
      rows.map((r) => ({ messageId: r.id, jobId: r.jobId })),
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

  private sendJobs(m: EntityManager, jobs: Array<{ messageId: string; jobId: string }>): Promise<void> {
    return this.queue.enqueue(
      m,
      JOB_SEND_MESSAGE,
      jobs.map((j) => ({ id: j.jobId, data: { messageId: j.messageId } })),
    );
  }
}
