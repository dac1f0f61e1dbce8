import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { todayInIndia } from "../shared/calendar";
import { type Clock, systemClock } from "../shared/clock";
import { BookingStatus, type Language } from "../shared/enums";
import { NotFoundError } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { DriverDuty } from "./driver-duty.entity";
import { linkToken, linkWindow } from "./driver-link";
import { newRosterNonce, readRosterToken, rosterToken } from "./driver-roster";
import { Driver, DriverAssignment } from "./driver.entity";
import { loadDriver } from "./driver.service";
import { returnDate } from "./trip-duty";

/** What staff see of a driver's roster link: its path, or null while the driver has none (never made, or withdrawn). */
export interface RosterLinkView {
  driverId: string;
  language: Language;
  path: string | null;
}

/** One duty on the driver's roster: what the duty slip says of the day, the place and the coach. */
export interface RosterDuty {
  reference: string;
  departureDate: string;
  returnDate: string;
  reportingTime: string | null;
  reportingPlace: string;
  destination: string;
  busName: string | null;
  registrationNumber: string | null;
  seat: number;
  /** The trip's own driver page (/d/<token>) once its window is open and while its link works; else null. */
  tripPath: string | null;
  /** The day the trip's page opens (the day before departure). */
  opensOn: string;
}

export interface RosterView {
  driverName: string;
  language: Language;
  duties: RosterDuty[];
}

/** At most this many upcoming duties are listed. */
const MAX_DUTIES = 60;

/**
 * A driver's roster link: one signed, revocable link per driver listing their upcoming duties, each opening
 * that trip's own driver page (`driver-link.ts`) once its window opens. Staff make, copy and withdraw it.
 */
export class DriverRosterService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Every driver's roster link (the drivers list shows them). */
  async rosterLinks(actor: Actor | undefined): Promise<RosterLinkView[]> {
    requireActor(actor);
    const drivers = await this.db
      .getRepository(Driver)
      .createQueryBuilder("d")
      .addSelect("d.rosterNonce")
      .orderBy("d.name", "ASC")
      .getMany();
    return drivers.map((d) => this.view(d));
  }

  /** A new roster link for the driver; the one before stops working. */
  async createRosterLink(actor: Actor | undefined, driverId: unknown): Promise<RosterLinkView> {
    const staff = requireActor(actor);
    return this.setNonce(staff, driverId, newRosterNonce(), "roster-link");
  }

  /** Withdraws the driver's roster link: it then answers "This link is no longer valid". */
  async revokeRosterLink(actor: Actor | undefined, driverId: unknown): Promise<RosterLinkView> {
    const staff = requireActor(actor);
    return this.setNonce(staff, driverId, null, "roster-revoke");
  }

  /** The driver's upcoming duties, by the roster link's token (no account: the token is the credential). */
  async roster(token: unknown): Promise<RosterView> {
    const read = readRosterToken(this.config.jwtSecret, token);
    const invalid = new NotFoundError(msg("roster.invalid"));
    if (!read) throw invalid;
    const driver = await this.db
      .getRepository(Driver)
      .createQueryBuilder("d")
      .addSelect("d.rosterNonce")
      .where("d.id = :id", { id: read.driverId })
      .getOne();
    if (!driver || driver.rosterNonce !== read.nonce) throw invalid;
    const today = todayInIndia(this.clock.now());
    const assignments = await this.db
      .getRepository(DriverAssignment)
      .createQueryBuilder("a")
      .addSelect("a.linkNonce")
      .innerJoinAndSelect("a.booking", "b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(`a."driverId" = :id`, { id: driver.id })
      .andWhere("b.status = :confirmed", { confirmed: BookingStatus.Confirmed })
      .andWhere(`b."departureDate" + b.days > :today::date`, { today })
      .orderBy(`b."departureDate"`, "ASC")
      .addOrderBy("b.id", "ASC")
      .limit(MAX_DUTIES)
      .getMany();
    const duties = await this.db
      .getRepository(DriverDuty)
      .createQueryBuilder("u")
      .where(`u."bookingId" = ANY(:ids)`, { ids: assignments.map((a) => a.bookingId) })
      .getMany();
    return {
      driverName: driver.name,
      language: driver.language,
      duties: assignments.map((a) =>
        this.duty(
          a,
          duties.find((u) => u.bookingId === a.bookingId),
          today,
        ),
      ),
    };
  }

  private duty(a: DriverAssignment, duty: DriverDuty | undefined, today: string): RosterDuty {
    const b: Booking = a.booking;
    const { validFrom, validUntil } = linkWindow(b.departureDate, b.days);
    const opened = !a.linkRevokedAt && today >= validFrom && today <= validUntil;
    return {
      reference: bookingRef(b.id),
      departureDate: b.departureDate,
      returnDate: returnDate(b),
      reportingTime: duty?.reportingTime ?? null,
      reportingPlace: b.pickupLocation,
      destination: b.destination,
      busName: b.bus?.name ?? null,
      registrationNumber: b.bus?.registrationNumber ?? null,
      seat: a.seat,
      tripPath: opened ? `/d/${linkToken(this.config.jwtSecret, a.id, a.linkNonce)}` : null,
      opensOn: validFrom,
    };
  }

  private async setNonce(staff: Actor, driverId: unknown, nonce: string | null, action: string) {
    return this.db.transaction(async (m: EntityManager) => {
      const driver = await loadDriver(m, driverId);
      await m.getRepository(Driver).update({ id: driver.id }, { rosterNonce: nonce });
      await recordActivity(m, staff, {
        action,
        entity: "driver",
        entityId: driver.id,
        changes: { rosterLink: [null, nonce ? "new link" : "withdrawn"] },
      });
      return this.view({ ...driver, rosterNonce: nonce });
    });
  }

  private view(d: Pick<Driver, "id" | "language" | "rosterNonce">): RosterLinkView {
    return {
      driverId: d.id,
      language: d.language,
      path: d.rosterNonce ? `/roster/${rosterToken(this.config.jwtSecret, d.id, d.rosterNonce)}` : null,
    };
  }
}

/** Staff with the drivers permission manage roster links; the roster itself is read with the link's token. */
export const DRIVER_ROSTER_POLICIES: ServicePolicies<DriverRosterService> = {
  ...needs(Permission.drivers)("rosterLinks", "createRosterLink", "revokeRosterLink"),
  ...open("roster"),
};
