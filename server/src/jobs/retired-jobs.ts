import type { Services } from "../services";
import type { PgBossQueue } from "./queue";

/**
 * Job kinds that sent an e-mail by themselves before every e-mail became a message of the outbox (sent by
 * `send-message`). A database upgraded from then may still hold some: each start turns those not yet done
 * into the messages that replace them (NotificationService.queueForRetiredJob) and deletes the queues, so no
 * invitation, trip code or document reminder is lost and none waits for a worker that no longer exists. A job
 * an old instance was sending at that moment may go out twice; none is lost. Harmless once no database holds
 * these queues; remove this then.
 */
const RETIRED_JOB_KINDS = ["send-staff-invite", "driver-trip-code", "send-document-reminder"];

/** Runs at start-up, after the queue's set-up (under the start-up lock in main.ts). */
export async function retireOldJobKinds(queue: PgBossQueue, services: Services): Promise<void> {
  for (const name of RETIRED_JOB_KINDS)
    await queue.retire(name, (m, data) => services.notifications.queueForRetiredJob(m, name, data));
}
