import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireAdmin } from "../shared/actor";
import { UnauthenticatedError } from "../shared/errors";
import { msg } from "../shared/messages";
import { recordActivityRows } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { currentOrigin } from "../shared/request-context";
import { bookingDocumentGroups } from "./booking.queries";

/**
 * Every booking's REST document, written by PostgreSQL as JSON text (the statement and why it is written
 * so: `bookingDocumentGroups` in booking.queries.ts), newest first: GET /api/bookings at any size (issue 31),
 * in keyset batches on (createdAt, id).
 */
export class BookingDocuments {
  constructor(private readonly db: DataSource) {}

  /**
   * Every booking's document as JSON text, newest first (a few dozen joined by commas per string); read BATCH at a time as the reader
   * consumes them (memory: one batch of strings). Staff without `money.read` get the money fields null. The
   * read is recorded in the activity log (as the CSV export is) when it starts. `unassigned`: only Confirmed
   * trips with no driver (the admin list's "Unassigned" filter).
   */
  all(actor: Actor | undefined, { unassigned = false } = {}, batch = BATCH): AsyncIterable<string> {
    const who = requireAdmin(actor);
    const origin = currentOrigin();
    const db = this.db;
    const rows = this.read(can(who, Permission.moneyRead), null, batch, unassigned);
    return (async function* () {
      await recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes: {} }]);
      yield* rows;
    })();
  }

  /** The caller's own bookings' documents, newest first, as `all` writes them (REST's list of one's bookings). */
  mine(actor: Actor | undefined, batch = BATCH): AsyncIterable<string> {
    if (!actor) throw new UnauthenticatedError(msg("auth.notLoggedIn"));
    // Staff reading their own bookings see money as they see it anywhere (the guard's rule, moneyFor).
    return this.read(!isAdmin(actor) || can(actor, Permission.moneyRead), actor.id, batch);
  }

  private async *read(
    withMoney: boolean,
    owner: string | null,
    batch: number,
    unassigned = false,
  ): AsyncGenerator<string> {
    let after: [string, string] | null = null;
    for (;;) {
      const groups = await bookingDocumentGroups(this.db, { withMoney, owner, unassigned, after }, batch);
      let rows = 0;
      for (const g of groups) {
        rows += g.rows;
        yield g.oddDistance === null ? g.docs : withDistance(g.docs, g.oddDistance);
      }
      if (rows < batch) return;
      // The cursor carries the last row's time as the database wrote it (to the microsecond).
      const last = groups[groups.length - 1];
      after = [last.at, last.id];
    }
  }
}

/** The rows read per query (about 150 kB of JSON): what is alive at a young-generation collection stays small, so little is promoted to old space. */
const BATCH = 250;

/** Where the key `distance` sits in a document: its value runs from here to `,"busType":`. */
const DISTANCE = `,"distance":`;

/** A document whose distance PostgreSQL writes differently from JSON.stringify: the value written by it. */
function withDistance(doc: string, distance: number): string {
  // Keys and numbers are never inside a string (a string's quotes are escaped), so the first match is the key.
  const start = doc.indexOf(DISTANCE) + DISTANCE.length;
  return doc.slice(0, start) + JSON.stringify(distance) + doc.slice(doc.indexOf(`,"busType":`, start));
}

export const BOOKING_DOCUMENT_POLICIES: ServicePolicies<BookingDocuments> = {
  ...needs(Permission.bookingsRead)("all"),
  ...open("mine"),
};
