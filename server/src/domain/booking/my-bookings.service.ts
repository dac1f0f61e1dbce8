import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, open } from "../shared/actor";
import { UnauthenticatedError } from "../shared/errors";
import { msg } from "../shared/messages";
import { decodeCursor, encodeCursor } from "./booking-rules";
import { Booking } from "./booking.entity";
import { countOwnBookings } from "./booking.queries";
import type { PageOfBookings } from "./booking-reports.service";

/**
 * The most bookings one `myBookings` answer holds (no unpaged answer grows without bound): the newest
 * ones. A customer with more reads them all with `myBookingsPage(first, after)` or the streamed REST list.
 */
export const MY_BOOKINGS_LIMIT = 1000;

/** The customer's own bookings, page by page (keyset on (createdAt, id), newest first, as the admin list). */
export class MyBookings {
  constructor(private readonly db: DataSource) {}

  async page(actor: Actor | undefined, first = 25, after?: string | null): Promise<PageOfBookings> {
    if (!actor) throw new UnauthenticatedError(msg("auth.notLoggedIn"));
    const limit = Math.min(Math.max(Math.trunc(first) || 25, 1), 100);
    const cursor = after ? decodeCursor(after) : null;
    const q = this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(`b."ownerId" = :owner`, { owner: actor.id });
    if (cursor)
      q.andWhere(`(b."createdAt", b.id) < (:cAt::timestamptz, :cId::uuid)`, { cAt: cursor.createdAt, cId: cursor.id });
    const [rows, n] = await Promise.all([
      q
        .orderBy("b.createdAt", "DESC")
        .addOrderBy("b.id", "DESC")
        .limit(limit + 1)
        .getMany(),
      countOwnBookings(this.db, actor.id),
    ]);
    const items = rows.slice(0, limit);
    return {
      items,
      totalCount: n,
      totalIsEstimate: false,
      nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null,
    };
  }
}

/** A customer reads only their own (the owner is the caller; no staff permission involved). */
export const MY_BOOKINGS_POLICIES: ServicePolicies<MyBookings> = open("page");
