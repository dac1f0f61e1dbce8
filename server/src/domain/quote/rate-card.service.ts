import { DataSource, type EntityManager, LessThanOrEqual } from "typeorm";
import { Bus } from "../bus/bus.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { type FieldLabel, msg } from "../shared/messages";
import * as v from "../shared/validate";
import { todayInIndia } from "../shared/calendar";
import { changesBetween, recordActivity } from "../shared/activity";
import { RateCard, RateCardVersion } from "./rate-card.entity";
import { GST_RATES, type GstRate, formatInr, parseRupees, paiseOf } from "../shared/money";

export interface RateCardForm {
  /** Absent: a new card. Present: a new version of that card (its scope may be renamed). */
  id?: unknown;
  name?: unknown;
  busId?: unknown;
  seatsFrom?: unknown;
  seatsTo?: unknown;
  effectiveFrom?: unknown;
  perKm?: unknown;
  minKmPerDay?: unknown;
  driverAllowance?: unknown;
  nightHalt?: unknown;
  gstRate?: unknown;
  inclusions?: unknown;
  exclusions?: unknown;
}

export interface RateCardValue {
  card: RateCard;
  /** The version in force today (India), or the earliest one when all start later. */
  current: RateCardVersion;
  versions: RateCardVersion[];
}

/** Rupees with at most two decimals, from 0 to `max` rupees, as paise. */
export function amountField(value: unknown, field: FieldLabel, max: number): number {
  const paise = parseRupees(value);
  if (paise === null || paise > paiseOf(max))
    throw new ValidationError(msg("rateCard.amount", { field, max }), { field });
  return paise;
}

/**
 * The operator's rate cards (staff): one per bus or band of seats, each save a new version from a day
 * on. A quote is prepared from the version in force on the day it is prepared and keeps it.
 */
export class RateCardService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor | undefined): Promise<RateCardValue[]> {
    requireActor(actor);
    const cards = await this.db.getRepository(RateCard).find({ order: { name: "ASC", id: "ASC" } });
    const versions = await this.db
      .getRepository(RateCardVersion)
      .find({ order: { effectiveFrom: "DESC", createdAt: "DESC" } });
    const today = todayInIndia(this.clock.now());
    return cards.map((card) => {
      const own = versions.filter((x) => x.rateCardId === card.id);
      return { card, versions: own, current: own.find((x) => x.effectiveFrom <= today) ?? own[own.length - 1] };
    });
  }

  /** Saves a card's rates as a version from `effectiveFrom` (a version on the same day is replaced). */
  async save(actor: Actor | undefined, form: RateCardForm): Promise<RateCardValue> {
    const who = requireActor(actor);
    const name = v.requiredText(form.name, "Name", 100);
    const busId = form.busId === undefined || form.busId === null || form.busId === "" ? null : form.busId;
    if (busId !== null && (!isUuid(busId) || !(await this.db.getRepository(Bus).existsBy({ id: busId }))))
      throw new ValidationError(msg("booking.busNotFound"), { field: "busId" });
    const band = (x: unknown, label: FieldLabel) =>
      x === undefined || x === null || x === "" ? null : v.integer(x, label, 1, 100);
    const seatsFrom = busId ? null : band(form.seatsFrom, "Seats from");
    const seatsTo = busId ? null : band(form.seatsTo, "Seats to");
    if (!busId && (seatsFrom === null || seatsTo === null || seatsTo < seatsFrom))
      throw new ValidationError(msg("rateCard.scope"));
    const rates = {
      effectiveFrom: v.isoDate(form.effectiveFrom ?? todayInIndia(this.clock.now()), "Effective from"),
      perKmPaise: amountField(form.perKm, "Rate per km", 1000),
      minKmPerDay: v.integer(form.minKmPerDay, "Minimum km per day", 0, 2000),
      driverAllowancePaise: amountField(form.driverAllowance ?? 0, "Driver allowance", 10_000),
      nightHaltPaise: amountField(form.nightHalt ?? 0, "Night halt", 10_000),
      gstRate: gstRate(form.gstRate),
      inclusions: v.optionalText(form.inclusions, "Inclusions", 2000) ?? "",
      exclusions: v.optionalText(form.exclusions, "Exclusions", 2000) ?? "",
    };
    const id = await this.db.transaction(async (m) => {
      const before = await this.logged(m, form.id, rates.effectiveFrom);
      const card = await this.cardFor(m, form.id, { name, busId, seatsFrom, seatsTo });
      await m
        .createQueryBuilder()
        .insert()
        .into(RateCardVersion)
        .values({ rateCardId: card, ...rates })
        .orUpdate(
          [
            "perKmPaise",
            "minKmPerDay",
            "driverAllowancePaise",
            "nightHaltPaise",
            "gstRate",
            "inclusions",
            "exclusions",
          ],
          ["rateCardId", "effectiveFrom"],
        )
        .execute();
      const changes = changesBetween(before ?? {}, (await this.logged(m, card, rates.effectiveFrom))!);
      if (Object.keys(changes).length)
        await recordActivity(m, who, {
          action: before ? "update" : "create",
          entity: "rateCard",
          entityId: card,
          changes,
        });
      return card;
    });
    return (await this.list(actor)).find((c) => c.card.id === id)!;
  }

  /**
   * A card and its version in force on `day` as the activity log compares them (amounts as rupees text);
   * null: no such card.
   */
  private async logged(m: EntityManager, id: unknown, day: string): Promise<Record<string, unknown> | null> {
    if (!isUuid(id)) return null;
    const card = await m.getRepository(RateCard).findOneBy({ id });
    if (!card) return null;
    const [v] = await m.getRepository(RateCardVersion).find({
      where: { rateCardId: id, effectiveFrom: LessThanOrEqual(day) },
      order: { effectiveFrom: "DESC", createdAt: "DESC" },
      take: 1,
    });
    return {
      ...{ name: card.name, busId: card.busId, seatsFrom: card.seatsFrom, seatsTo: card.seatsTo },
      ...(v && {
        effectiveFrom: v.effectiveFrom,
        perKm: formatInr(v.perKmPaise),
        minKmPerDay: v.minKmPerDay,
        driverAllowance: formatInr(v.driverAllowancePaise),
        nightHalt: formatInr(v.nightHaltPaise),
        gstRate: v.gstRate,
        inclusions: v.inclusions,
        exclusions: v.exclusions,
      }),
    };
  }

  /** The version that prices a bus on `day`: the bus's own card, else the narrowest band holding its seats. */
  async versionFor(
    m: EntityManager,
    bus: { id: string | null; capacity: number },
    day: string,
  ): Promise<RateCardVersion | null> {
    return m
      .getRepository(RateCardVersion)
      .createQueryBuilder("v")
      .innerJoin(RateCard, "c", `c.id = v."rateCardId"`)
      .where(`v."effectiveFrom" <= :day`, { day })
      .andWhere(`(c."busId" = :bus OR (c."busId" IS NULL AND :seats BETWEEN c."seatsFrom" AND c."seatsTo"))`, {
        bus: bus.id,
        seats: bus.capacity,
      })
      .orderBy(`c."busId" IS NULL`, "ASC")
      .addOrderBy(`coalesce(c."seatsTo" - c."seatsFrom", 0)`, "ASC")
      .addOrderBy(`v."effectiveFrom"`, "DESC")
      .getOne();
  }

  private async cardFor(
    m: EntityManager,
    id: unknown,
    scope: Pick<RateCard, "name" | "busId" | "seatsFrom" | "seatsTo">,
  ): Promise<string> {
    const repo = m.getRepository(RateCard);
    try {
      if (id === undefined || id === null || id === "") return (await repo.insert(scope)).identifiers[0].id as string;
      if (!isUuid(id) || !(await repo.existsBy({ id }))) throw new NotFoundError(msg("rateCard.notFound"));
      await repo.update({ id }, scope);
      return id;
    } catch (e) {
      if ((e as { code?: string }).code === "23505") throw new ConflictError(msg("rateCard.busTaken"));
      throw e;
    }
  }
}

function gstRate(value: unknown): GstRate {
  const n = typeof value === "string" ? Number(value) : value;
  if (!GST_RATES.includes(n as GstRate)) throw new ValidationError(msg("rateCard.gstRate"), { field: "GST rate" });
  return n as GstRate;
}

export const RATE_CARD_POLICIES: ServicePolicies<RateCardService> = {
  ...needs(Permission.quotesPrice, Permission.settingsWrite)("list"),
  ...needs(Permission.settingsWrite)("save"),
  versionFor: "open",
};
