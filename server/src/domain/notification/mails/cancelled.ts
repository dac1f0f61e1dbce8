import type { MailKind } from "./mail-kind";

/** The booking was cancelled; the action books again. */
export const cancelled: MailKind = {
  compose: ({ tx, facts, customer, links, language }) => ({
    subject: tx.cancelled.subject(facts),
    content: customer(tx.cancelled, { label: tx.cancelled.bookAgain, url: links.page(language, "/book") }),
  }),
};
