import * as ics from "ics";
import { tripEnd } from "../../shared/calendar";
import type { MailContext, MailKind } from "./mail-kind";

/** An all-day calendar event over the trip's days (its end is the day after the last, as iCalendar's DTEND is). */
function invite({ booking: b, tx, facts, dashboard }: MailContext): string {
  const day = (d: string) => d.split("-").map(Number) as [number, number, number];
  const { error, value } = ics.createEvent({
    uid: `${b.id}@kashicoachtours`,
    productId: "kashi-coach-tours",
    start: day(b.departureDate),
    end: day(tripEnd(b.departureDate, b.days)),
    title: tx.invite.title(facts),
    description: `${tx.invite.description(facts)} ${dashboard.url}`,
    location: b.pickupLocation,
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("Could not build the calendar invite");
  return value;
}

/** The booking is confirmed: the customer's e-mail with the trip as a calendar invite. */
export const confirmed: MailKind = {
  compose: (ctx) => ({
    subject: ctx.tx.confirmed.subject(ctx.facts),
    content: ctx.customer(ctx.tx.confirmed),
    attachments: [
      {
        filename: `${ctx.facts.ref}.ics`,
        content: invite(ctx),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  }),
};
