import type { DataSource, SelectQueryBuilder } from "typeorm";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import type { Paise } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Payment } from "./payment.entity";
import { PaymentMethod } from "./payment-enums";

/** The filter of the payments list as a client sends it: every field still to be validated. */
export interface CollectionsFilter {
  from?: unknown;
  to?: unknown;
  method?: unknown;
}

/** One page of the payments received over some days, with the days' totals by method. */
export interface Collections {
  from: string;
  to: string;
  items: Payment[];
  totalCount: number;
  totalPaise: Paise;
  byMethod: Array<{ method: PaymentMethod; count: number; amountPaise: Paise }>;
  nextCursor: string | null;
}

/** The most rows one page answers. */
const MAX_PAGE = 100;

/** Keyset cursor of the list: the last row's (receivedOn, createdAt, id), opaque to clients. */
const encodeCursor = (p: Payment) =>
  Buffer.from(`${p.receivedOn}|${p.createdAt.toISOString()}|${p.id}`).toString("base64url");

function decodeCursor(cursor: string): { receivedOn: string; createdAt: string; id: string } {
  const [receivedOn, createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn ?? "") || !isUuid(id) || Number.isNaN(Date.parse(createdAt ?? "")))
    throw new ValidationError(msg("validation.pageCursor"));
  return { receivedOn, createdAt, id };
}

/**
 * The day's collections, and any other days': every payment received over a range of days (India's), newest first,
 * with what each method brought in. Staff with payments.read.
 */
export class PaymentCollectionsService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(
    actor: Actor | undefined,
    filter: CollectionsFilter,
    first: unknown = 25,
    after: unknown = null,
  ): Promise<Collections> {
    requireActor(actor);
    const today = todayInIndia(this.clock.now());
    const from = blank(filter.from) ? today : v.isoDate(filter.from, "From");
    const to = blank(filter.to) ? (blank(filter.from) ? today : from) : v.isoDate(filter.to, "To");
    if (to < from) throw new ValidationError(msg("validation.endBeforeStart"), { field: "To" });
    const method = blank(filter.method) ? null : v.oneOf(filter.method, Object.values(PaymentMethod), "Payment method");
    // As the bookings list: a page of 1 to 100 rows (25 unless said).
    const limit = Math.min(Math.max(Math.trunc(Number(first)) || 25, 1), MAX_PAGE);
    const cursor = typeof after === "string" && after !== "" ? decodeCursor(after) : null;
    const matching = (): SelectQueryBuilder<Payment> => {
      const qb = this.db
        .getRepository(Payment)
        .createQueryBuilder("p")
        .where("p.receivedOn BETWEEN :from AND :to", { from, to });
      return method ? qb.andWhere("p.method = :method", { method }) : qb;
    };
    const page = matching()
      .leftJoinAndSelect("p.booking", "b")
      .orderBy("p.receivedOn", "DESC")
      // To the millisecond, as the cursor carries it (rows recorded in one transaction share their microseconds).
      .addOrderBy(`date_trunc('milliseconds', p."createdAt")`, "DESC")
      .addOrderBy("p.id", "DESC")
      .limit(limit + 1);
    if (cursor)
      page.andWhere(`(p."receivedOn", date_trunc('milliseconds', p."createdAt"), p.id) < (:cd, :cc, :ci)`, {
        cd: cursor.receivedOn,
        cc: cursor.createdAt,
        ci: cursor.id,
      });
    const rows = await page.getMany();
    const totals: Array<{ method: PaymentMethod; count: string; paise: string }> = await matching()
      .select("p.method", "method")
      .addSelect("count(*)", "count")
      .addSelect("sum(p.amountPaise)", "paise")
      .groupBy("p.method")
      .orderBy("p.method")
      .getRawMany();
    const byMethod = totals.map((t) => ({ method: t.method, count: Number(t.count), amountPaise: Number(t.paise) }));
    const items = rows.slice(0, limit);
    return {
      from,
      to,
      items,
      totalCount: byMethod.reduce((sum, t) => sum + t.count, 0),
      totalPaise: byMethod.reduce((sum, t) => sum + t.amountPaise, 0),
      byMethod,
      nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null,
    };
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === "";

export const PAYMENT_COLLECTIONS_POLICIES: ServicePolicies<PaymentCollectionsService> = {
  ...needs(Permission.paymentsRead)("page"),
};
