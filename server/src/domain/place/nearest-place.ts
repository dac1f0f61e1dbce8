/** The gazetteer's place nearest a point: where a bus was last seen "near". */
import { gazetteerRows } from "./gazetteer";
import { greatCircleKm, roundKm } from "./km";

export interface NearPlace {
  name: string;
  /** State or country. */
  region: string;
  /** Straight-line km from the point to the place, two decimals. */
  km: number;
}

type Point = { name: string; region: string; lat: number; lng: number };
let points: Point[] | null = null;

/**
 * The nearest of the offline gazetteer's places (read once from places.json, a few thousand rows scanned in
 * memory: no database read, nothing from another host); null only for an empty gazetteer.
 */
export function nearestPlace(lat: number, lon: number): NearPlace | null {
  points ??= gazetteerRows().map(({ name, region, lat, lng }) => ({ name, region, lat, lng }));
  const here = { lat, lng: lon };
  let best: Point | null = null;
  let bestKm = Infinity;
  for (const p of points) {
    const km = greatCircleKm(here, p);
    if (km < bestKm) [best, bestKm] = [p, km];
  }
  return best && { name: best.name, region: best.region, km: roundKm(bestKm) };
}
