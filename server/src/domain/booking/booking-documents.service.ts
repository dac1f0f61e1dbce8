import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireActor } from "../shared/actor";
import { UnauthenticatedError } from "../shared/errors";
import { msg } from "../shared/messages";
import { recordActivityRows } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { currentOrigin } from "../shared/request-context";
import { onceStarted } from "../shared/streamed-answer";
import { bookingDocumentLines } from "./booking.queries";

/**
 * Every booking's REST document, written by PostgreSQL as JSON text (the statement and why it is written so:
 * `bookingDocumentLines` in booking.queries.ts), newest first: GET /api/bookings at any size (a million bookings
 * too), in one COPY whose bytes are passed on as they arrive.
 */
export class BookingDocuments {
  constructor(private readonly db: DataSource) {}

  /**
   * Every booking's document, newest first, as the bytes of a JSON array's elements each followed by a comma
   * (`streamedJson` writes the brackets); read as the reader consumes them (memory: the chunks in flight, never a
   * row). Staff without `money.read` get the money fields null. The read is recorded in the activity log (as the
   * CSV export is) when its first bytes are read. `unassigned`: only Confirmed trips with no driver (the admin list's
   * "Unassigned" filter).
   */
  all(actor: Actor | undefined, { unassigned = false } = {}): AsyncIterable<Buffer> {
    const who = requireActor(actor);
    const origin = currentOrigin();
    const db = this.db;
    return onceStarted(
      elements(bookingDocumentLines(db, { withMoney: can(who, Permission.moneyRead), owner: null, unassigned })),
      () => recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes: {} }]),
    );
  }

  /** The caller's own bookings' documents, newest first, as `all` writes them (REST's list of one's bookings). */
  mine(actor: Actor | undefined): AsyncIterable<Buffer> {
    if (!actor) throw new UnauthenticatedError(msg("auth.notLoggedIn"));
    // Staff reading their own bookings see money as they see it anywhere (the guard's rule, moneyFor).
    const withMoney = !isAdmin(actor) || can(actor, Permission.moneyRead);
    return elements(bookingDocumentLines(this.db, { withMoney, owner: actor.id, unassigned: false }));
  }
}

/**
 * COPY's lines (one document each, ended by a line break) as array elements each ended by a comma: the line
 * breaks are overwritten in place (a document never holds a raw one, and no byte of a UTF-8 character is one).
 */
async function* elements(lines: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of lines) {
    for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) chunk[i] = COMMA;
    yield chunk;
  }
}
const [LF, COMMA] = [0x0a, 0x2c];

export const BOOKING_DOCUMENT_POLICIES: ServicePolicies<BookingDocuments> = {
  ...needs(Permission.bookingsRead)("all"),
  ...open("mine"),
};
