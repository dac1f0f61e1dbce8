import type { MailKind } from "./mail-kind";

/** The operator's copy: the customer asked for a change to a quote (it is Declined; staff prepare a new version). */
export const quoteChange: MailKind = {
  operator: true,
  quote: true,
  compose: ({ booking: b, facts, summary, links, quote }) => ({
    subject: `Change requested to the quote for ${facts.ref} (${b.name})`,
    content: {
      preheader: quote?.changeRequest ?? "",
      heading: `${b.name} asked for a change`,
      paragraphs: [`On version ${quote?.version ?? "?"} of the quote:`, quote?.changeRequest ?? ""],
      summary,
      action: {
        label: "Open it in the admin area",
        url: links.admin(`/admin/bookings?search=${encodeURIComponent(b.email)}`),
      },
      footer: ["This copy goes to the notification address in Settings."],
    },
  }),
};
