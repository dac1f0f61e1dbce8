import { City, State } from "country-state-city";
import { DataSource } from "typeorm";
import { Place } from "./place.entity";

/** Places travellers from Varanasi ask for that the cities data set lacks or names differently. */
const EXTRA: Array<Omit<Place, "id">> = [
  { name: "Sarnath", region: "Uttar Pradesh", lat: 25.3762, lng: 83.0227, rank: 90 },
  { name: "Bodh Gaya", region: "Bihar", lat: 24.6961, lng: 84.9869, rank: 90 },
  { name: "Lumbini", region: "Nepal", lat: 27.4833, lng: 83.2767, rank: 90 },
  { name: "Khajuraho", region: "Madhya Pradesh", lat: 24.8318, lng: 79.9199, rank: 90 },
  { name: "Prayagraj", region: "Uttar Pradesh", lat: 25.4358, lng: 81.8463, rank: 100 },
  { name: "Mathura-Vrindavan", region: "Uttar Pradesh", lat: 27.5650, lng: 77.6593, rank: 80 },
  { name: "Chunar Fort", region: "Uttar Pradesh", lat: 25.1285, lng: 82.8738, rank: 70 },
  { name: "Babatpur Airport", region: "Uttar Pradesh", lat: 25.4524, lng: 82.8593, rank: 60 },
  { name: "Dashashwamedh Ghat", region: "Uttar Pradesh", lat: 25.3068, lng: 83.0104, rank: 60 },
  { name: "Varanasi Junction", region: "Uttar Pradesh", lat: 25.3276, lng: 82.9870, rank: 60 },
  { name: "Kashi Vishwanath Temple", region: "Uttar Pradesh", lat: 25.3109, lng: 83.0107, rank: 60 },
];

/** Well-known cities rank above villages of the same name. */
const RANK: Record<string, number> = { Varanasi: 100, Lucknow: 95, Agra: 95, Delhi: 95, "New Delhi": 95, Kolkata: 95, Mumbai: 95, Patna: 90, Ayodhya: 90, Gaya: 80, Kanpur: 85, Gorakhpur: 80, Mirzapur: 70 };

export function gazetteerRows(): Array<Omit<Place, "id">> {
  const states = new Map<string, string>();
  for (const country of ["IN", "NP"])
    for (const s of State.getStatesOfCountry(country)) states.set(`${country}:${s.isoCode}`, country === "NP" ? "Nepal" : s.name);
  const rows = new Map<string, Omit<Place, "id">>();
  const add = (p: Omit<Place, "id">) => rows.set(`${p.name.toLowerCase()}|${p.region.toLowerCase()}`, p);
  for (const country of ["IN", "NP"])
    for (const c of City.getCitiesOfCountry(country) ?? []) {
      if (/ district$/i.test(c.name)) continue;
      add({
        name: c.name,
        region: states.get(`${country}:${c.stateCode}`) ?? (country === "NP" ? "Nepal" : "India"),
        lat: Number(c.latitude),
        lng: Number(c.longitude),
        rank: RANK[c.name] ?? (country === "IN" ? 10 : 5),
      });
    }
  for (const p of EXTRA) add(p);
  return [...rows.values()].filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
}

/** Loads the gazetteer once (idempotent): cities of India and Nepal from country-state-city plus our extras. */
export async function seedGazetteer(db: DataSource): Promise<number> {
  const count = await db.getRepository(Place).count();
  if (count > 0) return 0;
  const rows = gazetteerRows();
  for (let i = 0; i < rows.length; i += 1000)
    await db.createQueryBuilder().insert().into(Place).values(rows.slice(i, i + 1000)).orIgnore().execute();
  return rows.length;
}
