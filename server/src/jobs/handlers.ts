import type { Services } from "../services";
import {
  JOB_SEND_MESSAGE,
  JOB_SWEEP_REMINDERS,
  JOB_TRIP_CODE,
  type SendMessageJob,
  type TripCodeJob,
} from "../domain/shared/jobs";
import type { PgBossQueue } from "./queue";

/** One handler per job kind; each calls the service layer (never the other way round). */
export async function startWorkers(queue: PgBossQueue, services: Services): Promise<void> {
  const { config, notifications } = services;
  const polling = { pollingIntervalSeconds: config.jobPollSeconds };
  await queue.boss.work<SendMessageJob>(JOB_SEND_MESSAGE, polling, async ([job]) => {
    await notifications.deliver(job.data.messageId, job.retryCount >= config.jobRetryLimit);
  });
  await queue.boss.work<TripCodeJob>(JOB_TRIP_CODE, polling, async ([job]) => {
    await services.driverTrips.sendCustomerCode(job.data.bookingId);
  });
  await queue.boss.work(JOB_SWEEP_REMINDERS, polling, async () => {
    await notifications.sweepReminders();
  });
  // Every minute, one instance (pg-boss's cron is cluster-wide) looks for reminders that came due.
  await queue.boss.schedule(JOB_SWEEP_REMINDERS, "* * * * *");
}
