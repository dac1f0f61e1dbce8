import type { MailKind } from "./mail-kind";

/** The trip starts within 24 hours (queued by the reminder sweep). */
export const reminder: MailKind = {
  compose: (ctx) => ({ subject: ctx.tx.reminder.subject(ctx.facts), content: ctx.customer(ctx.tx.reminder) }),
};
