import type { MailKind } from "./mail-kind";

/** The customer's receipt of a new booking request. */
export const received: MailKind = {
  compose: (ctx) => ({ subject: ctx.tx.received.subject(ctx.facts), content: ctx.customer(ctx.tx.received) }),
};
