import type { Services } from "../services";
import {
  JOB_SEND_MESSAGE,
  JOB_SEND_STAFF_INVITE,
  JOB_PURGE_ACTIVITY,
  JOB_SWEEP_REMINDERS,
  type SendMessageJob,
  type StaffInviteJob,
} from "../domain/shared/jobs";
import type { PgBossQueue } from "./queue";

/** One handler per job kind; each calls the service layer (never the other way round). */
export async function startWorkers(queue: PgBossQueue, services: Services): Promise<void> {
  const { config, notifications, staff, activity } = services;
  const polling = { pollingIntervalSeconds: config.jobPollSeconds };
  await queue.boss.work<SendMessageJob>(JOB_SEND_MESSAGE, polling, async ([job]) => {
    await notifications.deliver(job.data.messageId, job.retryCount >= config.jobRetryLimit);
  });
  await queue.boss.work<StaffInviteJob>(JOB_SEND_STAFF_INVITE, polling, async ([job]) => {
    await staff.sendInvite(job.data.userId);
  });
  await queue.boss.work(JOB_SWEEP_REMINDERS, polling, async () => {
    await notifications.sweepReminders();
  });
  await queue.boss.work(JOB_PURGE_ACTIVITY, polling, async () => {
    await activity.purge();
  });
  // Daily at 03:30 UTC (09:00 in India), the activity log drops entries past ACTIVITY_RETENTION_DAYS.
  await queue.boss.schedule(JOB_PURGE_ACTIVITY, "30 3 * * *");
  // Every minute, one instance (pg-boss's cron is cluster-wide) looks for reminders that came due.
  await queue.boss.schedule(JOB_SWEEP_REMINDERS, "* * * * *");
}
