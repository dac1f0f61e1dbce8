import { type DataSource, type EntityManager } from "typeorm";
import { tripLastDay } from "../shared/calendar";
import { type Booking, BookingStatusChange } from "./booking.entity";
import { BUS_CHANGED_NOTE } from "./booking-rules";
import { Bus } from "../bus/bus.entity";
import { TripPlan } from "./trip-plan";
import { BookingStatus } from "../shared/enums";
import { INDIAN_STATES } from "../place/gazetteer";
import type { PlaceService } from "../place/place.service";
import { type Actor, type ServicePolicies, needs, open, requirePermission, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { ConflictError, NotFoundError, isUuid } from "../shared/errors";
import { type Message, englishText, msg } from "../shared/messages";
import * as v from "../shared/validate";
import { BusDocument } from "../bus-document/bus-document.entity";
import {
  type ComplianceIssue,
  DOCUMENT_NAMES,
  type DocumentLike,
  complianceIssues,
  dateRange,
  parseStates,
} from "../bus-document/compliance";
import { documentSettings } from "../bus-document/document-settings";
import { lockBusDocuments } from "../bus-document/bus-document.queries";

export interface ComplianceIssueView extends ComplianceIssue {
  message: string;
}

export interface BusComplianceValue {
  busId: string;
  from: string;
  until: string;
  /** False while the bus has no document on record: the rule applies once it has one. */
  enforced: boolean;
  compliant: boolean;
  issues: ComplianceIssueView[];
}

/** What the rule was checked for: confirming a trip, changing its bus or assigning its driver (the message says which). */
export type ComplianceAction = "confirm" | "changeBus" | "assignDriver";

/** Each action's message keys, by kind of lapse. */
const LAPSE_KEYS = {
  confirm: {
    missing: "document.lapseMissing",
    notYetValid: "document.lapseNotYetValid",
    stateNotCovered: "document.lapseState",
    expires: "document.lapseExpires",
  },
  changeBus: {
    missing: "document.lapseChangeMissing",
    notYetValid: "document.lapseChangeNotYetValid",
    stateNotCovered: "document.lapseChangeState",
    expires: "document.lapseChangeExpires",
  },
  assignDriver: {
    missing: "document.lapseAssignMissing",
    notYetValid: "document.lapseAssignNotYetValid",
    stateNotCovered: "document.lapseAssignState",
    expires: "document.lapseAssignExpires",
  },
} as const;

/** The message staff read for one issue. */
export function issueMessage(
  issue: ComplianceIssue,
  bus: string,
  until: string,
  action: ComplianceAction = "confirm",
): Message {
  const document = DOCUMENT_NAMES[issue.requirement];
  const key = LAPSE_KEYS[action][issue.kind];
  switch (issue.kind) {
    case "missing":
      return msg(key as (typeof LAPSE_KEYS)[ComplianceAction]["missing"], { bus, document });
    case "notYetValid":
      return msg(key as (typeof LAPSE_KEYS)[ComplianceAction]["notYetValid"], {
        bus,
        document,
        date: { date: issue.date! },
      });
    case "stateNotCovered":
      return msg(key as (typeof LAPSE_KEYS)[ComplianceAction]["stateNotCovered"], { bus, state: issue.state! });
    default:
      return msg(key as (typeof LAPSE_KEYS)[ComplianceAction]["expires"], {
        bus,
        document,
        date: { date: issue.date! },
        end: { date: until },
      });
  }
}

/** How the history note of a confirmation (or a change of bus) made despite lapsed documents begins. */
export const OVERRIDE_NOTE = "Confirmed despite vehicle documents";
/** How the history note of a driver assignment made despite lapsed documents says so (after who drives). */
export const ASSIGN_OVERRIDE_NOTE = "Driver assigned despite vehicle documents";

const issueMessageText = (i: ComplianceIssue, bus: string, until: string) => englishText(issueMessage(i, bus, until));

/**
 * The rule "a bus never leaves with a lapsed document" against the database: a bus's
 * compliance for a date range, and the check at confirmation (with the written override).
 */
export class BusComplianceService {
  constructor(
    private readonly db: DataSource,
    private readonly places: PlaceService,
  ) {}

  /** Whether a bus's documents cover the days [from, until] (and the states named). */
  async busCompliance(
    actor: Actor | undefined,
    busId: unknown,
    from: unknown,
    until: unknown,
    states: unknown = [],
  ): Promise<BusComplianceValue> {
    requireActor(actor);
    const bus = isUuid(busId) ? await this.db.getRepository(Bus).findOneBy({ id: busId }) : null;
    if (!bus) throw new NotFoundError(msg("bus.notFound"));
    const [start, end] = dateRange(from, until);
    return this.evaluate(this.db.manager, bus, start, end, parseStates(states));
  }

  /**
   * The rule at confirmation (called by BookingService inside its transaction): refused with a 409 that
   * names the first lapsed document and its date, unless staff give a written reason to override; then
   * the note to record in the booking's history. `places` are the trip's places (pickup, destination,
   * and the plan's stops once trips have them): their states are the ones the trip crosses.
   */
  async checkTrip(
    m: EntityManager,
    actor: Actor,
    trip: { busId: string | null; departureDate: string; days: number; places: string[] },
    overrideReason?: unknown,
    action: ComplianceAction = "confirm",
  ): Promise<string | null> {
    if (!trip.busId) return null;
    const bus = await m.getRepository(Bus).findOne({ where: { id: trip.busId }, select: { id: true, name: true } });
    if (!bus) return null;
    // Lock the bus's documents so a confirmation and a change to them are decided one after the other.
    await lockBusDocuments(m, bus.id);
    const until = tripLastDay(trip.departureDate, trip.days);
    const states: string[] = [];
    for (const place of trip.places) {
      const found = await this.places.resolve(place, m);
      if (found && INDIAN_STATES.includes(found.region)) states.push(found.region);
    }
    const result = await this.evaluate(m, bus, trip.departureDate, until, states);
    if (result.compliant) return null;
    const reason = overrideReason === undefined || overrideReason === null ? "" : String(overrideReason).trim();
    if (!reason) {
      const first = result.issues[0];
      throw new ConflictError(issueMessage(first, bus.name, until, action), {
        documentIssues: result.issues.map((i) => i.message),
      });
    }
    requirePermission(actor, Permission.documentsOverride);
    const written = v.requiredText(reason, "Reason", 1000);
    const lead = action === "assignDriver" ? ASSIGN_OVERRIDE_NOTE : OVERRIDE_NOTE;
    return `${lead} (${result.issues.map((i) => i.message).join(" ")}) Reason: ${written}`;
  }

  /** The places a booking's trip goes through: pickup, destination and its trip plan's stops. */
  async tripPlaces(m: EntityManager, booking: Pick<Booking, "id" | "pickupLocation" | "destination">) {
    const plan = await m.getRepository(TripPlan).findOneBy({ bookingId: booking.id });
    return [booking.pickupLocation, booking.destination, ...(plan?.stops ?? []).map((s) => s.place)];
  }

  /** The rule at confirmation for a booking (its places read here); see checkTrip. */
  async checkBooking(
    m: EntityManager,
    actor: Actor,
    booking: Pick<Booking, "id" | "busId" | "departureDate" | "days" | "pickupLocation" | "destination">,
    overrideReason?: unknown,
    action: ComplianceAction = "confirm",
  ): Promise<string | null> {
    return this.checkTrip(m, actor, { ...booking, places: await this.tripPlaces(m, booking) }, overrideReason, action);
  }

  /**
   * The rule at driver assignment (called by DriverService inside its transaction): the same check as at
   * confirmation; a booking whose confirmation the owner overrode ("Confirmed despite vehicle documents") was
   * decided then, and stays assignable; so is one whose bus was last changed with the owner's override (a
   * later change of bus without one is checked again). Otherwise a lapse is refused unless the owner writes
   * `overrideReason` (documents.override); then the note to record in the booking's history. An override
   * at assignment holds for that assignment only: a later one is checked again.
   */
  async checkAssignment(
    m: EntityManager,
    actor: Actor,
    booking: Pick<Booking, "id" | "busId" | "departureDate" | "days" | "pickupLocation" | "destination">,
    overrideReason?: unknown,
  ): Promise<string | null> {
    // What decided the trip's bus last: its confirmation, or a later change of bus (either may carry the override).
    const decided = await m
      .getRepository(BookingStatusChange)
      .createQueryBuilder("h")
      .where(`h."bookingId" = :id AND h."toStatus" = :confirmed`, {
        id: booking.id,
        confirmed: BookingStatus.Confirmed,
      })
      .andWhere(`(h."fromStatus" IS DISTINCT FROM :confirmed OR h.note LIKE :moved)`, { moved: `${BUS_CHANGED_NOTE}%` })
      .orderBy(`h."changedAt"`, "DESC")
      .getOne();
    if (decided?.note?.includes(OVERRIDE_NOTE)) return null;
    return this.checkBooking(m, actor, booking, overrideReason, "assignDriver");
  }

  private async evaluate(
    m: EntityManager,
    bus: Pick<Bus, "id" | "name">,
    from: string,
    until: string,
    states: string[],
  ): Promise<BusComplianceValue> {
    const docs: DocumentLike[] = await m.getRepository(BusDocument).find({ where: { busId: bus.id } });
    const settings = await documentSettings.read(m);
    const enforced = docs.length > 0;
    const issues = enforced
      ? complianceIssues(docs, settings.requiredTypes, from, until, states).map((i) => ({
          ...i,
          message: issueMessageText(i, bus.name, until),
        }))
      : [];
    return { busId: bus.id, from, until, enforced, compliant: issues.length === 0, issues };
  }
}

export const BUS_COMPLIANCE_POLICIES: ServicePolicies<BusComplianceService> = {
  ...needs(Permission.bookingsRead)("busCompliance"),
  // Called by BookingService.setStatus and DriverService.assign, after their own checks.
  ...open("checkTrip", "checkBooking", "checkAssignment", "tripPlaces"),
};
