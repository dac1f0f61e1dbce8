import { DataSource } from "typeorm";
import { roundKm } from "../place/km";
import { BusStatus } from "../shared/enums";
import { type Actor, type Identity, type ServicePolicies, can, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { Booking } from "./booking.entity";
import { BOOKING_MEETS_DAYS, busCounts, counterTotals, countersPerMonth } from "./booking.queries";

/** Figures for the admin dashboard, computed by the database. */
export interface DashboardFigures {
  totalBookings: number;
  confirmedBookings: number;
  pendingBookings: number;
  cancelledBookings: number;
  totalDistance: number;
  availableBuses: number;
  totalBuses: number;
}

export interface MonthFigures {
  /** YYYY-MM. */
  month: string;
  total: number;
  confirmed: number;
  pending: number;
  cancelled: number;
}

/** The admin dashboard's figures (from the counters kept per status and month) and the calendar's bookings. */
export class BookingFigures {
  constructor(private readonly db: DataSource) {}

  async stats(actor: Actor | undefined): Promise<DashboardFigures> {
    requireActor(actor);
    // Maintained counters (migration BookingCounters), not a count over every booking: cheap at any size.
    const b = await counterTotals(this.db);
    const f = await busCounts(this.db, BusStatus.Available);
    return {
      totalBookings: b.total,
      confirmedBookings: b.confirmed,
      pendingBookings: b.pending,
      cancelledBookings: b.cancelled,
      totalDistance: roundKm(b.distance),
      availableBuses: f.available,
      totalBuses: f.total,
    };
  }

  /** Bookings per departure month over the 12 months ending `months` from now. */
  async perMonth(actor: Actor | undefined): Promise<MonthFigures[]> {
    requireActor(actor);
    // From the counters kept per departure month and status (a count over the table read a million bookings).
    const rows: MonthFigures[] = await countersPerMonth(this.db);
    return rows;
  }

  /** Bookings whose trip [departure, departure + days) meets the given range (calendar). */
  async between(actor: Actor | undefined, start: string, end: string): Promise<Booking[]> {
    requireActor(actor);
    const from = v.isoDate(start, "Start");
    const to = v.isoDate(end, "End");
    if (to < from) throw new ValidationError(msg("validation.endBeforeStart"));
    return this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(BOOKING_MEETS_DAYS, { from, to })
      .orderBy("b.departureDate", "ASC")
      .limit(2000)
      .getMany();
  }

  /**
   * Who may watch every booking's live changes (`bookingChanged`, given the request's identity) and which
   * stream they get: with the money for staff who read it, without it for the others.
   */
  watch(who: Identity | Actor | undefined): "staff:money" | "staff" {
    return can(requireActor(who), Permission.moneyRead) ? "staff:money" : "staff";
  }
}

/** Staff with bookings.read; the chart per month needs reports.read. */
export const FIGURES_POLICIES: ServicePolicies<BookingFigures> = {
  ...needs(Permission.bookingsRead)("stats", "between", "watch"),
  ...needs(Permission.reportsRead)("perMonth"),
};
