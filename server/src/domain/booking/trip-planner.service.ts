import type { DataSource, EntityManager } from "typeorm";
import { roundKm } from "../place/km";
import type { PlaceService } from "../place/place.service";
import { type ServicePolicies, open } from "../shared/actor";
import type { QuoteSettingsService } from "../settings/quote-settings.service";
import { type TripLeg, TripPlan, routeOf } from "./trip-plan";
import { insertTripPlans } from "./booking.queries";

/** A route's legs and their total km (null when any leg is unknown: staff then enter the km on the quote). */
export interface RouteKm {
  legs: TripLeg[];
  km: number | null;
}

/** Trip plans: stored beside their booking, and measured leg by leg from the operator's depot (Settings). */
export class TripPlanner {
  constructor(
    private readonly db: DataSource,
    private readonly places: PlaceService,
    private readonly settings: QuoteSettingsService,
  ) {}

  /** Garage-to-garage km of a plan; without one, a round trip depot - pickup - destination - depot. */
  async measure(
    pickup: string,
    destination: string,
    plan: Pick<TripPlan, "tripType" | "stops"> | null,
  ): Promise<RouteKm> {
    const { depot } = await this.settings.get();
    const route = routeOf(
      depot,
      pickup,
      plan ?? { tripType: "round-trip", stops: [{ place: destination, day: 1, time: null, nightHalt: false }] },
    );
    const legs: TripLeg[] = [];
    for (let i = 1; i < route.length; i++) {
      const [from, to] = [route[i - 1], route[i]];
      const same = from.trim().toLowerCase() === to.trim().toLowerCase();
      legs.push({ from, to, km: same ? 0 : await this.places.distanceKm(from, to) });
    }
    const known = legs.every((l) => l.km !== null);
    return { legs, km: known ? roundKm(legs.reduce((a, l) => a + l.km!, 0)) : null };
  }

  async planOf(bookingId: string, m: EntityManager = this.db.manager): Promise<TripPlan | null> {
    return m.getRepository(TripPlan).findOneBy({ bookingId });
  }

  /** The plans of these bookings, by booking id, in one query (lists and the streamed REST list's batches). */
  async plansFor(bookingIds: readonly string[]): Promise<Map<string, TripPlan>> {
    if (!bookingIds.length) return new Map();
    const rows = await this.db
      .getRepository(TripPlan)
      .createQueryBuilder("p")
      .where(`p."bookingId" = ANY(:ids::uuid[])`, { ids: [...bookingIds] })
      .getMany();
    return new Map(rows.map((p) => [p.bookingId, p]));
  }

  /** The plans of new bookings, in their insert's transaction (one statement). */
  async store(m: EntityManager, plans: Array<Pick<TripPlan, "bookingId" | "tripType" | "stops">>): Promise<void> {
    if (!plans.length) return;
    await insertTripPlans(m, plans);
  }
}

export const TRIP_PLANNER_POLICIES: ServicePolicies<TripPlanner> = open("measure", "planOf", "plansFor", "store");
