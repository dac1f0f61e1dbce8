import { type DataSource, In } from "typeorm";
import { SQL_INDIA_TIME_ZONE, daysBefore } from "../shared/calendar";
import { can, needs, open, type Actor, type ServicePolicies, requireActor } from "../shared/actor";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { MONEY_FIELDS, Permission, TRIP_CHARGE_MONEY_FIELDS } from "../shared/permissions";
import * as v from "../shared/validate";
import { Activity } from "../shared/activity.entity";
import { deleteActivityBefore, namesOf } from "./activity.queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The fields of an entry that are money: fares, advances, balances, amounts, a line's price. */
const MONEY_FIELD = new RegExp(
  `^(${[...MONEY_FIELDS, ...TRIP_CHARGE_MONEY_FIELDS].join("|")})$|paise|fare|advance|amount|balance|total`,
  "i",
);
const idsIn = (v: unknown): string[] =>
  typeof v === "string" && UUID.test(v) ? [v] : Array.isArray(v) ? v.flatMap(idsIn) : [];
const named = (v: unknown, names: Map<string, string>): unknown =>
  typeof v === "string" ? (names.get(v) ?? v) : Array.isArray(v) ? v.map((x) => named(x, names)) : v;

/** Filters of the Activity screen: a person, an entity (and one of them), a range of days (India's calendar). */
export interface ActivityFilter {
  actorId?: string | null;
  entity?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The activity log's read side (owners) and its retention. Entries are written by each change (shared/activity.ts). */
export class ActivityService {
  constructor(
    private readonly db: DataSource,
    private readonly retentionDays: number,
  ) {}

  /** Entries matching the filter, newest first (at most `first`, up to 500). */
  async list(actor: Actor | undefined, filter: ActivityFilter = {}, first = 100): Promise<Activity[]> {
    requireActor(actor);
    const q = this.db.getRepository(Activity).createQueryBuilder("a");
    if (filter.actorId) {
      if (!isUuid(filter.actorId)) throw new ValidationError(msg("staff.notFound"));
      q.andWhere(`a."actorId" = :actorId`, { actorId: filter.actorId });
    }
    if (filter.entity) q.andWhere("a.entity = :entity", { entity: v.requiredText(filter.entity, "Name", 40) });
    if (filter.entityId) q.andWhere(`a."entityId" = :entityId`, { entityId: String(filter.entityId) });
    if (filter.from)
      q.andWhere(`a.at >= (:from::date)::timestamp AT TIME ZONE ${SQL_INDIA_TIME_ZONE}`, {
        from: v.isoDate(filter.from, "Start"),
      });
    if (filter.to)
      q.andWhere(`a.at < ((:to::date) + 1)::timestamp AT TIME ZONE ${SQL_INDIA_TIME_ZONE}`, {
        to: v.isoDate(filter.to, "End"),
      });
    const limit = Math.min(Math.max(Math.trunc(first) || 100, 1), 500);
    return this.inWords(actor, await q.orderBy("a.at", "DESC").addOrderBy("a.id", "DESC").limit(limit).getMany());
  }

  /** A booking's own entries and its quote's, oldest first (its View). */
  async forBooking(actor: Actor | undefined, bookingId: string): Promise<Activity[]> {
    requireActor(actor);
    const entries = await this.db
      .getRepository(Activity)
      .find({ where: { entity: In(["booking", "quote"]), entityId: bookingId }, order: { at: "ASC", id: "ASC" } });
    return this.inWords(actor, entries);
  }

  /**
   * Entries as people read them: what each was done to by name (`subject`: a booking's reference, a person's, a
   * bus's or a driver's name), each id among the changed values by its name, and, for staff without `money.read`,
   * no money field among the changes.
   */
  private async inWords(actor: Actor | undefined, entries: Activity[]): Promise<Activity[]> {
    const ids = new Set(
      entries.flatMap((e) => [...idsIn(e.entityId), ...Object.values(e.changes ?? {}).flatMap(idsIn)]),
    );
    const names = await namesOf(this.db, [...ids]);
    const money = can(actor, Permission.moneyRead);
    for (const e of entries) {
      e.subject = (e.entityId && names.get(e.entityId)) ?? null;
      e.changes = Object.fromEntries(
        Object.entries(e.changes ?? {})
          .filter(([field]) => money || !MONEY_FIELD.test(field))
          // A field named by an id ("expense:<id>", a trip's expense) is named by its kind.
          .map(([field, v]) => [field.replace(/:[0-9a-f-]{36}$/i, ""), named(v, names) as [unknown, unknown]]),
      );
    }
    return entries;
  }

  /** The daily job: entries older than the retention period go (none with a retention of 0: kept for ever). Answers how many. */
  async purge(now = new Date()): Promise<number> {
    if (this.retentionDays === 0) return 0;
    const cutoff = daysBefore(now, this.retentionDays);
    return deleteActivityBefore(this.db, cutoff);
  }
}

/** The log is for owners (activity.read); purging is the job's. */
export const ACTIVITY_POLICIES: ServicePolicies<ActivityService> = {
  ...needs(Permission.activityRead)("list", "forBooking"),
  ...open("purge"),
};
