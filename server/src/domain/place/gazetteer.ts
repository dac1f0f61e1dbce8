import { DataSource } from "typeorm";
import data from "./places.json";
import { Place } from "./place.entity";

type Row = [name: string, region: number, lat: number, lng: number, rank: number];

/**
 * The offline gazetteer: cities of India and Nepal (GeoNames data, taken once from the
 * country-state-city package) plus the places travellers from Varanasi ask for, committed as
 * places.json so that neither the server nor its production image carries a 17 MB data package.
 */
export function gazetteerRows(): Array<Omit<Place, "id">> {
  return (data.places as Row[]).map(([name, region, lat, lng, rank]) => ({
    name,
    region: data.regions[region],
    lat,
    lng,
    rank,
  }));
}

/** Loads the gazetteer once (idempotent). */
export async function seedGazetteer(db: DataSource): Promise<number> {
  const count = await db.getRepository(Place).count();
  if (count > 0) return 0;
  const rows = gazetteerRows();
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .createQueryBuilder()
      .insert()
      .into(Place)
      .values(rows.slice(i, i + 1000))
      .orIgnore()
      .execute();
  return rows.length;
}

/** The gazetteer's states and union territories of India (its regions but Nepal): the states a permit may cover. */
export const INDIAN_STATES: readonly string[] = data.regions.filter((r) => r !== "Nepal");
