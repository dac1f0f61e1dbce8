import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { type ReturnLeg, TripPlan, returnLegOf } from "../booking/trip-plan";
import { type Actor, type Identity, type ServicePolicies, can, needs, requireActor } from "../shared/actor";
import { tripLastDay } from "../shared/calendar";
import { Language } from "../shared/enums";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import type { Paise } from "../shared/money";
import { Permission } from "../shared/permissions";
import { farmOutRow } from "./vendor.queries";

/** Everything a farm-out sheet prints: what the vendor's bus and driver do for the operator, and for how much. */
export interface FarmOutFacts {
  language: Language;
  reference: string;
  vehicle: { position: number; of: number };
  vendor: { name: string; phone: string; gstin: string | null; contactName: string | null };
  bus: { name: string; registrationNumber: string | null; seats: number };
  departureDate: string;
  returnDate: string;
  days: number;
  reportingTime: string | null;
  reportingPlace: string;
  stops: Array<{ place: string; day: number; time: string | null; nightHalt: boolean }>;
  returnLeg: ReturnLeg | null;
  customerName: string;
  customerPhone: string;
  passengers: number | null;
  drivers: Array<{ name: string; phone: string }>;
  driverNotes: string | null;
  /** The cost agreed with the vendor; null when none is agreed, or for staff without `money.read`. */
  costPaise: Paise | null;
}

/**
 * The farm-out sheet of a booking's vehicle filled by a vendor's bus: the trip as the duty slip has it (reporting,
 * plan, customer, passengers), the bus and the vendor's drivers, and the cost agreed, in Hindi or English.
 */
export class FarmOutService {
  constructor(private readonly db: DataSource) {}

  async sheet(who: Actor | Identity | undefined, vehicleId: unknown, language?: unknown): Promise<FarmOutFacts> {
    const actor = requireActor(who);
    const row = isUuid(vehicleId) ? await farmOutRow(this.db.manager, vehicleId) : undefined;
    if (!row) throw new NotFoundError(msg("vendor.vehicleNotFound"));
    const booking = await this.db.getRepository(Booking).findOneByOrFail({ id: row.bookingId });
    const plan = await this.db.getRepository(TripPlan).findOneBy({ bookingId: booking.id });
    return {
      language: language === Language.hi ? Language.hi : Language.en,
      reference: bookingRef(booking.id),
      vehicle: { position: row.position, of: row.vehicles },
      vendor: { name: row.vendorName, phone: row.vendorPhone, gstin: row.vendorGstin, contactName: row.vendorContact },
      bus: { name: row.busName, registrationNumber: row.registrationNumber, seats: row.seats },
      departureDate: booking.departureDate,
      returnDate: tripLastDay(booking.departureDate, booking.days),
      days: booking.days,
      reportingTime: row.reportingTime,
      reportingPlace: booking.pickupLocation,
      stops: plan?.stops.length
        ? plan.stops.map((s) => ({ place: s.place, day: s.day, time: s.time, nightHalt: s.nightHalt }))
        : [{ place: booking.destination, day: 1, time: null, nightHalt: false }],
      returnLeg: returnLegOf(booking, plan),
      customerName: booking.name,
      customerPhone: booking.phone,
      passengers: booking.passengers,
      drivers: row.drivers,
      driverNotes: row.driverNotes,
      costPaise: can(actor, Permission.moneyRead) ? row.vendorCostPaise : null,
    };
  }
}

/** Staff who read bookings print it; the cost is on it for those who read money. */
export const FARM_OUT_POLICIES: ServicePolicies<FarmOutService> = needs(Permission.bookingsRead)("sheet");
