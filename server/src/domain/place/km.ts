/**
 * Road distances in km: kept to two decimals (the specification's "distance with 2 decimals") and written so.
 * Not money: a double is fine here, rounded once where a distance is made or summed.
 */

/** A distance to two decimals. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

/** A distance as text with two decimals ("12.35"), as the CSV export and the receipt print it. */
export const kmText = (km: number): string => km.toFixed(2);

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
