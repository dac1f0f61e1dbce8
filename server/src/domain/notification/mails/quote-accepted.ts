import type { MailKind } from "./mail-kind";
import { formatInr } from "../../shared/money";

/** The operator's copy: the customer accepted a quote (the fare and advance are now set on the booking). */
export const quoteAccepted: MailKind = {
  operator: true,
  quote: true,
  compose: ({ booking: b, facts, summary, links, quote }) => ({
    subject: `Quote accepted: ${facts.ref} (${b.name})`,
    content: {
      preheader: `${b.name} accepted version ${quote?.version ?? "?"} of the quote`,
      heading: `Quote accepted for ${facts.ref}`,
      paragraphs: [
        `${quote?.acceptedByName ?? b.name} accepted version ${quote?.version ?? "?"} of the quote for ${formatInr(quote?.totalPaise ?? 0)}.`,
        `The agreed fare and an advance of ${formatInr(quote?.advancePaise ?? 0)} are now set on the booking.`,
      ],
      summary,
      action: {
        label: "Open it in the admin area",
        url: links.admin(`/admin/bookings?search=${encodeURIComponent(b.email)}`),
      },
      footer: ["This copy goes to the notification address in Settings."],
    },
  }),
};
