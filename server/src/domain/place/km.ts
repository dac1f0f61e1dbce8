/**
 * Road distances in km: kept to two decimals (the specification's "distance with 2 decimals") and written so.
 * Not money: a double is fine here, rounded once where a distance is made or summed.
 */

/** A distance to two decimals. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

/** A distance as text with two decimals ("12.35"), as the CSV export and the receipt print it. */
export const kmText = (km: number): string => km.toFixed(2);
