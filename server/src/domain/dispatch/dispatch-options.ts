/** Who may take a trip from the dispatch board: each coach and driver, free or not, and the reasons why not. */
import type { DataSource } from "typeorm";
import { BookingVehicle } from "../booking/booking-vehicle.entity";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { Bus } from "../bus/bus.entity";
import { BusBlackout } from "../bus/bus-blackout.entity";
import { type ComplianceIssue, DOCUMENT_NAMES } from "../bus-document/compliance";
import { Driver, DriverAssignment } from "../driver/driver.entity";
import { displayDate, todayInIndia, tripEnd, tripLastDay } from "../shared/calendar";
import type { Actor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { BusStatus } from "../shared/enums";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { blackoutDays, daysBetween, overlaps } from "../shared/trip-days";

/** A coach or a driver for one trip: free, or the reasons it is not (in the words staff read on the board). */
export interface DispatchCandidate {
  id: string;
  name: string;
  /** The trip's own coach or driver now. */
  current: boolean;
  free: boolean;
  reasons: string[];
}

export interface DispatchOptions {
  bookingId: string;
  reference: string;
  departureDate: string;
  returnDate: string;
  coaches: DispatchCandidate[];
  drivers: DispatchCandidate[];
}

/** The vehicle documents' rule as the board asks it (BusComplianceService.busCompliance). */
export interface ComplianceReader {
  busCompliance(actor: Actor, busId: string, from: string, until: string): Promise<{ issues: ComplianceIssue[] }>;
}

const TRIP = daysBetween(":from::date", ":end::date");

/** The board's "who is free" lists; the assignment itself stays the existing services' (their rules decide). */
export class DispatchOptionsReader {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly compliance: ComplianceReader,
  ) {}

  async forBooking(actor: Actor, bookingId: unknown): Promise<DispatchOptions> {
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    const last = tripLastDay(booking.departureDate, booking.days);
    const range = { from: booking.departureDate, end: tripEnd(booking.departureDate, booking.days), id: booking.id };
    const [coaches, drivers] = await Promise.all([
      this.coaches(actor, booking, last, range),
      this.drivers(booking, last, range),
    ]);
    return {
      bookingId: booking.id,
      reference: bookingRef(booking.id),
      departureDate: booking.departureDate,
      returnDate: last,
      coaches,
      drivers,
    };
  }

  private async coaches(
    actor: Actor,
    booking: Booking,
    last: string,
    range: Record<string, string>,
  ): Promise<DispatchCandidate[]> {
    const [buses, blackouts, clashes] = await Promise.all([
      this.db.getRepository(Bus).find({ order: { name: "ASC" } }),
      this.db
        .getRepository(BusBlackout)
        .createQueryBuilder("x")
        .where(overlaps(blackoutDays("x"), TRIP), range)
        .getMany(),
      // Any vehicle of another Confirmed booking holds its coach.
      this.db
        .getRepository(BookingVehicle)
        .createQueryBuilder("v")
        .where(overlaps(`v.trip`, TRIP), range)
        .andWhere(`v.confirmed AND v."bookingId" <> :id AND v."busId" IS NOT NULL`)
        .getMany(),
    ]);
    const candidates: DispatchCandidate[] = [];
    for (const bus of buses) {
      const reasons: string[] = [];
      if (bus.status === BusStatus.Maintenance) reasons.push("under maintenance");
      if (booking.passengers && bus.capacity < booking.passengers)
        reasons.push(`${bus.capacity} seats for ${booking.passengers} passengers`);
      for (const x of blackouts.filter((x) => x.busId === bus.id))
        reasons.push(`blackout ${displayDate(x.startDate)} – ${displayDate(x.endDate)}: ${x.reason}`);
      for (const v of clashes.filter((v) => v.busId === bus.id)) reasons.push(`on duty for ${bookingRef(v.bookingId)}`);
      // The vehicle documents' rule, as confirming and changing the bus check it.
      const check = await this.compliance.busCompliance(actor, bus.id, booking.departureDate, last);
      for (const issue of check.issues)
        reasons.push(
          issue.kind === "missing"
            ? `no ${DOCUMENT_NAMES[issue.requirement]}`
            : `${DOCUMENT_NAMES[issue.requirement]} ${issue.kind === "expires" ? "lapses" : "starts"} ${displayDate(issue.date ?? last)}`,
        );
      const current = bus.id === booking.busId;
      candidates.push({ id: bus.id, name: bus.name, current, free: !current && !reasons.length, reasons });
    }
    return candidates;
  }

  private async drivers(booking: Booking, last: string, range: Record<string, string>): Promise<DispatchCandidate[]> {
    const today = todayInIndia(this.clock.now());
    const [drivers, duties] = await Promise.all([
      this.db.getRepository(Driver).find({ order: { name: "ASC" } }),
      this.db.getRepository(DriverAssignment).createQueryBuilder("a").where(overlaps("a.trip", TRIP), range).getMany(),
    ]);
    return drivers
      .filter((d) => d.active || duties.some((a) => a.driverId === d.id && a.bookingId === booking.id))
      .map((d) => {
        const reasons: string[] = [];
        if (!d.active) reasons.push("inactive");
        if (d.licenceValidUntil < last)
          reasons.push(
            `licence ${d.licenceValidUntil < today ? "lapsed" : "lapses"} ${displayDate(d.licenceValidUntil)}`,
          );
        for (const a of duties.filter((a) => a.driverId === d.id && a.bookingId !== booking.id))
          reasons.push(`on duty for ${bookingRef(a.bookingId)}`);
        const current = duties.some((a) => a.driverId === d.id && a.bookingId === booking.id);
        return { id: d.id, name: d.name, current, free: !current && !reasons.length, reasons };
      });
  }
}
