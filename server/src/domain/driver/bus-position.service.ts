import { type DataSource, IsNull, Not } from "typeorm";
import type { Config } from "../../config";
import type { BookingService } from "../booking/booking.service";
import { type NearPlace, nearestPlace } from "../place/nearest-place";
import { type Actor, type ServicePolicies, isAdmin, open, requirePermission } from "../shared/actor";
import { daysBefore } from "../shared/calendar";
import { type Clock, systemClock } from "../shared/clock";
import { ValidationError } from "../shared/errors";
import { type FieldLabel, msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { BusPositionRecord } from "./bus-position.entity";
import { DriverTripRecord } from "./driver-trip.entity";
import { resolveLink } from "./driver-link-access";
import { lockTripRecord, requireOpenTrip } from "./trip-record";

/** A position arriving sooner than this after the one kept is accepted and not stored (the page sends one a minute). */
export const POSITION_INTERVAL_MS = 20_000;
/** Kept at most this many days, whatever happens to the trip (the clean-up job). */
export const POSITION_KEPT_DAYS = 2;

/** What the driver's phone is told: whether this position replaced the one kept, and when that one was received. */
export interface PositionShared {
  stored: boolean;
  recordedAt: Date;
}

/** Where the bus was last seen, for the booking's customer and staff. */
export interface BusPositionView {
  lat: number;
  lon: number;
  accuracyM: number | null;
  recordedAt: Date;
  /** Whole minutes between its receipt and now (the server's clock). */
  minutesAgo: number;
  /** The offline gazetteer's nearest place. */
  near: NearPlace | null;
}

/** A coordinate in degrees, -max..max. */
function degrees(value: unknown, label: FieldLabel, max: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n < -max || n > max)
    throw new ValidationError(msg("validation.between", { field: label, min: -max, max }), { field: label });
  return n;
}

/**
 * The bus's last position on a started trip. The driver's page sends it through the trip's link, only while the
 * driver has switched sharing on; one row per trip keeps the last one (at most one every 20 s; sooner ones are
 * answered `stored: false`), and the row goes when the trip closes (the database's trigger on `driver_trips`) or
 * after two days (`purgeStale`, a job). The booking's customer and staff with bookings.read see it, with the
 * gazetteer's nearest place.
 */
export class BusPositionService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly bookings: BookingService,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The driver's phone: a position (lat, lon in degrees; accuracy in metres, optional) on the open trip. */
  async share(token: unknown, input: { lat?: unknown; lon?: unknown; accuracy?: unknown }): Promise<PositionShared> {
    const { booking, assignment } = await resolveLink(this.db, this.config.jwtSecret, this.clock.now(), token);
    const lat = degrees(input.lat, "Latitude", 90);
    const lon = degrees(input.lon, "Longitude", 180);
    const accuracyM = input.accuracy == null ? null : v.nonNegativeNumber(input.accuracy, "Accuracy", 100_000);
    return this.db.transaction(async (m) => {
      // The trip's row held: a close waits for this write, or this write sees the trip closed.
      requireOpenTrip(await lockTripRecord(m, assignment.vehicleId));
      const at = this.clock.now();
      const positions = m.getRepository(BusPositionRecord);
      const kept = await positions.findOneBy({ bookingId: booking.id });
      if (kept && at.getTime() - kept.recordedAt.getTime() < POSITION_INTERVAL_MS)
        return { stored: false, recordedAt: kept.recordedAt };
      await positions.upsert({ bookingId: booking.id, lat, lon, accuracyM, recordedAt: at }, ["bookingId"]);
      return { stored: true, recordedAt: at };
    });
  }

  /** The booking's bus, last seen: its owner, or staff with bookings.read; null unless its trip is under way. */
  async ofBooking(actor: Actor | undefined, bookingId: unknown): Promise<BusPositionView | null> {
    const booking = await this.bookings.get(actor, bookingId);
    if (isAdmin(actor)) requirePermission(actor, Permission.bookingsRead);
    const position = await this.db.getRepository(BusPositionRecord).findOneBy({ bookingId: booking.id });
    const underWay = await this.db
      .getRepository(DriverTripRecord)
      .existsBy({ bookingId: booking.id, startedAt: Not(IsNull()), closedAt: IsNull() });
    if (!position || !underWay) return null;
    const { lat, lon, accuracyM, recordedAt } = position;
    const minutesAgo = Math.max(0, Math.floor((this.clock.now().getTime() - recordedAt.getTime()) / 60_000));
    return { lat, lon, accuracyM, recordedAt, minutesAgo, near: nearestPlace(lat, lon) };
  }

  /** The clean-up job: positions older than two days go (a trip left open, a booking cancelled mid-trip). */
  async purgeStale(): Promise<number> {
    const before = daysBefore(this.clock.now(), POSITION_KEPT_DAYS);
    const { affected } = await this.db
      .getRepository(BusPositionRecord)
      .createQueryBuilder()
      .delete()
      .where(`"recordedAt" < :before`, { before })
      .execute();
    return affected ?? 0;
  }
}

/** The driver's phone carries its link's token (checked here); readers are checked by who they are. */
export const BUS_POSITION_POLICIES: ServicePolicies<BusPositionService> = {
  ...open("share", "ofBooking", "purgeStale"),
};
