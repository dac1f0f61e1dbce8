import { DataSource, type EntityManager } from "typeorm";
import { greatCircleKm, roundKm } from "./km";
import { open, type ServicePolicies } from "../shared/actor";
import { Place } from "./place.entity";

/** Straight-line distances are multiplied by this to approximate Indian road distances. */
export const ROAD_FACTOR = 1.3;

/**
 * The leading part of a formatted address names the place: "Sarnath, Uttar Pradesh, India" → "sarnath".
 * A bare name is used as it is.
 */
export function placeKey(address: string): string {
  return address.split(",")[0].trim().toLowerCase().replace(/\s+/g, " ");
}

export class PlaceService {
  private readonly distances = new Map<string, number | null>();
  constructor(private readonly db: DataSource) {}

  /**
   * The best-known place whose name matches the leading part of the address, or null. Inside a transaction, pass
   * its manager `m`: the lookup then needs no second connection from the pool while the transaction holds one.
   */
  async resolve(address: string, m: EntityManager = this.db.manager): Promise<Place | null> {
    const key = placeKey(address);
    if (!key) return null;
    const repo = m.getRepository(Place);
    const exact = await repo
      .createQueryBuilder("p")
      .where("lower(p.name) = :key", { key })
      .orderBy("p.rank", "DESC")
      .addOrderBy("p.id", "ASC")
      .getOne();
    if (exact) return exact;
    // "Prayagraj (Allahabad)" and similar: match on the leading word group.
    return repo
      .createQueryBuilder("p")
      .where("lower(p.name) LIKE :prefix", { prefix: `${key.replace(/[%_\\]/g, "\\$&")} (%` })
      .orderBy("p.rank", "DESC")
      .getOne();
  }

  /** Approximate road distance in km with 2 decimals, or null when either place is unknown. */
  async distanceKm(from: string, to: string): Promise<number | null> {
    // The gazetteer is read-only at run time, so a route's distance is looked up once
    // (two to four queries) and then remembered; bounded, the oldest route goes first.
    const key = `${placeKey(from)}\u0000${placeKey(to)}`;
    const known = this.distances.get(key);
    if (known !== undefined) return known;
    const [a, b] = await Promise.all([this.resolve(from), this.resolve(to)]);
    const km = a && b ? roundKm(greatCircleKm(a, b) * ROAD_FACTOR) : null;
    this.distances.set(key, km);
    if (this.distances.size > 5000) this.distances.delete(this.distances.keys().next().value!);
    return km;
  }

  /** Autocomplete: places whose name starts with the text, best-known first. */
  async suggest(text: string, limit = 8): Promise<Place[]> {
    const q = text.trim().toLowerCase();
    if (q.length < 2) return [];
    return this.db
      .getRepository(Place)
      .createQueryBuilder("p")
      .where("lower(p.name) LIKE :prefix", { prefix: `${q.replace(/[%_\\]/g, "\\$&")}%` })
      .orderBy("p.rank", "DESC")
      .addOrderBy("length(p.name)", "ASC")
      .addOrderBy("p.name", "ASC")
      .limit(Math.min(Math.max(limit, 1), 20))
      .getMany();
  }
}

/** The gazetteer is public. */
export const PLACE_POLICIES: ServicePolicies<PlaceService> = {
  ...open("resolve", "distanceKm", "suggest"),
};
