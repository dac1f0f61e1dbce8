/** BK- plus the last 4 characters of the id (spec section 2). */
export const bookingRef = (id: string) => `BK-${id.slice(-4)}`;
/** Departure + days, as YYYY-MM-DD. */
export const returnDate = (departure: string, days: number) => new Date(Date.parse(`${departure}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
