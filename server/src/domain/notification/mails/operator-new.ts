import type { MailKind } from "./mail-kind";

/** The operator's copy of a new booking request (English). */
export const operatorNew: MailKind = {
  operator: true,
  compose: ({ booking: b, facts, summary, links }) => ({
    subject: `New booking ${facts.ref} from ${b.name}`,
    content: {
      preheader: `${b.name}, ${b.phone}: ${b.pickupLocation} to ${b.destination}`,
      heading: `New booking ${facts.ref}`,
      paragraphs: [
        `${b.name} (${b.email}, ${b.phone}) has asked for a bus.`,
        ...(b.notes ? [`Notes: ${b.notes}`] : []),
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
