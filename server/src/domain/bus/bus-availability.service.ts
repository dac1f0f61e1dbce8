import { changesBetween, recordActivity } from "../shared/activity";
import { DataSource, IsNull } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { BusStatus } from "../shared/enums";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { englishText, msg, type Message } from "../shared/messages";
import * as v from "../shared/validate";
import { Batcher } from "../shared/batcher";
import { CONTENT_CHANGED, noEvents, type EventBus } from "../shared/events";
import { BusBlackout } from "./bus-blackout.entity";
import { Bus } from "./bus.entity";
import { BLACKOUT_MEETS_TRIP, busesForDays, busesForTrips, deleteBlackout } from "./bus.queries";
import { addDays, tripEnd } from "../shared/calendar";

export interface BlackoutForm {
  startDate?: unknown;
  endDate?: unknown;
  reason?: unknown;
}

/** Whether a bus can take a trip on the chosen dates, as the booking wizard shows it. */
export interface BusAvailabilityValue {
  busId: string;
  available: boolean;
  /** Why not, in words a customer reads (English); null when available. */
  reason: string | null;
  /** The reason's message key and params (domain/shared/messages.ts), for a client in another language. */
  reasonKey: string | null;
  reasonParams: Record<string, unknown> | null;
}

/** A booking's bus and the first unavailable period meeting its trip, if any. */
export interface TripBus {
  bus: Bus;
  blackout: Pick<BusBlackout, "startDate" | "endDate"> | null;
}

/** Bus availability: staff's maintenance/unavailable periods, and which buses can take a trip. */
export class BusAvailabilityService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
  ) {}

  /** A bus's periods, soonest first (anyone: the wizard and the calendar draw them; reasons are staff's words). */
  async blackouts(busId: unknown): Promise<BusBlackout[]> {
    if (!isUuid(busId)) throw new NotFoundError(msg("bus.notFound"));
    const rows = await this.db.getRepository(BusBlackout).find({ where: { busId }, order: { startDate: "ASC" } });
    if (!rows.length && !(await this.db.getRepository(Bus).existsBy({ id: busId })))
      throw new NotFoundError(msg("bus.notFound"));
    return rows;
  }

  /** Every period meeting [start, end] (admins; the calendar). */
  async blackoutsBetween(actor: Actor | undefined, start: unknown, end: unknown): Promise<BusBlackout[]> {
    requireActor(actor);
    const from = v.isoDate(start, "Start");
    const to = v.isoDate(end, "End");
    return this.db
      .getRepository(BusBlackout)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(`b."startDate" <= :to AND b."endDate" >= :from`, { from, to })
      .orderBy(`b."startDate"`, "ASC")
      .getMany();
  }

  async addBlackout(actor: Actor | undefined, busId: unknown, form: BlackoutForm): Promise<BusBlackout> {
    const who = requireActor(actor);
    if (!isUuid(busId) || !(await this.db.getRepository(Bus).existsBy({ id: busId })))
      throw new NotFoundError(msg("bus.notFound"));
    const startDate = v.isoDate(form.startDate, "From");
    const endDate = v.isoDate(form.endDate, "To");
    if (endDate < startDate) throw new ValidationError(msg("bus.blackoutEndsBeforeStart"), { field: "endDate" });
    const reason = v.requiredText(form.reason, "Reason", 200);
    const row = this.db.getRepository(BusBlackout).create({ busId, startDate, endDate, reason });
    await this.db.transaction(async (m) => {
      await m.getRepository(BusBlackout).insert(row);
      await recordActivity(m, who, {
        action: "create",
        entity: "blackout",
        entityId: row.id,
        changes: changesBetween({}, { busId, startDate, endDate, reason }),
      });
    });
    // A bus's periods are part of its public read (Bus.blackouts, GET /api/buses/{id}/blackouts).
    this.events.publish(CONTENT_CHANGED, { area: "bus", id: busId });
    return row;
  }

  async removeBlackout(actor: Actor | undefined, id: unknown): Promise<string> {
    const who = requireActor(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("bus.blackoutNotFound"));
    const busId = await this.db.transaction(async (m) => {
      const gone = await deleteBlackout(m, id);
      if (!gone) throw new NotFoundError(msg("bus.blackoutNotFound"));
      await recordActivity(m, who, {
        action: "delete",
        entity: "blackout",
        entityId: id,
        changes: changesBetween(gone, {}, ["busId", "startDate", "endDate", "reason"]),
      });
      return gone.busId;
    });
    this.events.publish(CONTENT_CHANGED, { area: "bus", id: busId });
    return id;
  }

  /** The first period of a bus meeting a trip of `days` from `departureDate`, if any. */
  async blackoutMeeting(busId: string, departureDate: string, days: number): Promise<BusBlackout | null> {
    return this.db
      .getRepository(BusBlackout)
      .createQueryBuilder("b")
      .where(`b."busId" = :busId`, { busId })
      .andWhere(BLACKOUT_MEETS_TRIP, { start: departureDate, end: tripEnd(departureDate, days) })
      .orderBy(`b."startDate"`, "ASC")
      .getOne();
  }

  /**
   * A booking request's bus, with the first unavailable period meeting its trip (null when there is no
   * such bus). It runs for every booking (a thousand a second under load), so lookups made while others are in
   * flight are answered together by one prepared query.
   */
  busForTrip(busId: string, departureDate: string, days: number): Promise<TripBus | null> {
    return this.trips.submit({ busId, start: departureDate, end: tripEnd(departureDate, days) });
  }

  private readonly trips = new Batcher<{ busId: string; start: string; end: string }, TripBus | null>(async (keys) => {
    const rows = await busesForTrips(this.db, keys);
    const found = new Map(
      rows.map(({ n, blackoutStart, blackoutEnd, ...bus }) => [Number(n), { bus, blackoutStart, blackoutEnd }]),
    );
    return keys.map((_, i) => {
      const row = found.get(i + 1);
      if (!row) return null;
      return {
        bus: Object.assign(new Bus(), row.bus),
        blackout: row.blackoutStart ? { startDate: row.blackoutStart, endDate: row.blackoutEnd! } : null,
      };
    });
  });

  /**
   * The bus rules of a booking request: a bus in Maintenance or in an unavailable period is not offered,
   * and the group must fit in `buses` such buses (the message names the seats and the larger buses free on those
   * dates, or for several buses how many it needs).
   * Answers the number of passengers, or null when the client did not send it (old REST clients).
   */
  async checkTrip(
    { bus, blackout }: TripBus,
    departureDate: string,
    days: number,
    passengers: unknown,
    buses = 1,
  ): Promise<number | null> {
    if (bus.status === BusStatus.Maintenance)
      throw new ValidationError(msg("booking.busInMaintenance"), { field: "busType" });
    if (blackout)
      throw new ValidationError(
        msg("booking.busUnavailable", {
          bus: bus.name,
          from: { date: blackout.startDate },
          to: { date: blackout.endDate },
        }),
        { field: "busType" },
      );
    if (passengers === undefined || passengers === null || passengers === "") return null;
    const n = v.integer(passengers, "Passengers", 1, 1000);
    if (n <= bus.capacity * buses) return n;
    // A group of several buses is told how many it needs; one bus, which larger buses are free.
    if (buses > 1)
      throw new ValidationError(
        msg("booking.tooManyForBuses", {
          buses,
          bus: bus.name,
          seats: bus.capacity * buses,
          passengers: n,
          needed: Math.ceil(n / bus.capacity),
        }),
        { field: "passengers" },
      );
    const free = new Set((await this.availability(departureDate, days)).filter((a) => a.available).map((a) => a.busId));
    const larger = (
      await this.db.getRepository(Bus).find({ where: { vendorId: IsNull() }, order: { capacity: "ASC", name: "ASC" } })
    ).filter((b) => b.capacity >= n && free.has(b.id));
    const fit = { bus: bus.name, capacity: bus.capacity, passengers: n };
    throw new ValidationError(
      larger.length
        ? msg("booking.tooManyPassengers", {
            ...fit,
            largerBuses: {
              list: "booking.largerBus",
              items: larger.map((b) => ({ bus: b.name, capacity: b.capacity })),
            },
          })
        : msg("booking.tooManyPassengersNoLargerBus", fit),
      { field: "passengers" },
    );
  }

  /** Which buses can take a trip: not in Maintenance, no unavailable period and no Confirmed booking on these days. */
  async availability(departureDate: unknown, days: unknown): Promise<BusAvailabilityValue[]> {
    const start = v.isoDate(departureDate, "Departure date");
    const n = v.integer(days, "Days", 1, 365);
    const end = addDays(start, n);
    const rows = await busesForDays(this.db, start, end);
    return rows.map((r) => {
      const why: Message | null =
        r.status === BusStatus.Maintenance
          ? msg("availability.maintenance")
          : r.blackout
            ? msg("availability.until", { date: { date: r.blackout } })
            : r.booked
              ? msg("availability.booked")
              : null;
      return {
        busId: r.id,
        available: !why,
        reason: why && englishText(why),
        reasonKey: why?.key ?? null,
        reasonParams: why ? { ...why.params } : null,
      };
    });
  }
}

export const BUS_AVAILABILITY_POLICIES: ServicePolicies<BusAvailabilityService> = {
  ...open("blackouts", "blackoutMeeting", "busForTrip", "availability", "checkTrip"),
  ...needs(Permission.bookingsRead)("blackoutsBetween"),
  ...needs(Permission.calendarWrite)("addBlackout", "removeBlackout"),
};
