import { type DataSource, In } from "typeorm";
import { SQL_INDIA_TIME_ZONE, daysBefore } from "../shared/calendar";
import { needs, open, type Actor, type ServicePolicies, requireActor } from "../shared/actor";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Activity } from "../shared/activity.entity";
import { deleteActivityBefore } from "./activity.queries";

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
    return q.orderBy("a.at", "DESC").addOrderBy("a.id", "DESC").limit(limit).getMany();
  }

  /** A booking's own entries and its quote's, oldest first (its View). */
  async forBooking(actor: Actor | undefined, bookingId: string): Promise<Activity[]> {
    requireActor(actor);
    return this.db
      .getRepository(Activity)
      .find({ where: { entity: In(["booking", "quote"]), entityId: bookingId }, order: { at: "ASC", id: "ASC" } });
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
