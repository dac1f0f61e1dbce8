import type { MailKind } from "./mail-kind";

/** The booking went back to Pending. */
export const pending: MailKind = {
  compose: (ctx) => ({ subject: ctx.tx.pending.subject(ctx.facts), content: ctx.customer(ctx.tx.pending) }),
};
