import type { AuthResult } from "../domain/auth/auth.service";
import type { Booking } from "../domain/booking/booking.entity";
import type { Bus, PopularRoute } from "../domain/bus/bus.entity";
import type { BookingStatus, BusStatus, Role } from "../domain/shared/enums";
import type { User } from "../domain/user/user.entity";

/**
 * The Mongo-style documents the specification's clients read: `_id` on every object (and `id` on
 * buses), numbers as JSON numbers, calendar dates as "YYYY-MM-DD", instants as ISO date-times.
 */
export interface PopularRouteDoc {
  _id: string;
  from: string;
  to: string;
  /** Hours. */
  duration: number;
  /** Kilometres. */
  distance: number;
}

export interface BusDoc {
  _id: string;
  id: string;
  name: string;
  capacity: number;
  status: BusStatus;
  description: string;
  features: string[];
  images: string[];
  lastMaintenance: string | null;
  popularRoutes: PopularRouteDoc[];
  createdAt: string;
  updatedAt: string;
}

export interface BusTypeDoc {
  _id: string;
  name: string;
  capacity: number;
}

export interface BookingDoc {
  _id: string;
  name: string;
  email: string;
  phone: string;
  pickupLocation: string;
  destination: string;
  departureDate: string;
  days: number;
  distance: number | null;
  busType: BusTypeDoc | null;
  status: BookingStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const num = (n: number | string | null | undefined): number | null => (n === null || n === undefined ? null : Number(n));

export const routeDoc = (r: PopularRoute): PopularRouteDoc => ({ _id: r.id, from: r.from, to: r.to, duration: Number(r.duration), distance: Number(r.distance) });

export const busDoc = (b: Bus): BusDoc => ({
  _id: b.id,
  id: b.id,
  name: b.name,
  capacity: Number(b.capacity),
  status: b.status,
  description: b.description,
  features: b.features ?? [],
  images: b.images ?? [],
  lastMaintenance: b.lastMaintenance ?? null,
  popularRoutes: (b.popularRoutes ?? []).map(routeDoc),
  createdAt: iso(b.createdAt),
  updatedAt: iso(b.updatedAt),
});

export const bookingDoc = (b: Booking): BookingDoc => ({
  _id: b.id,
  name: b.name,
  email: b.email,
  phone: b.phone,
  pickupLocation: b.pickupLocation,
  destination: b.destination,
  departureDate: b.departureDate,
  days: Number(b.days),
  distance: num(b.distance),
  busType: b.bus ? { _id: b.bus.id, name: b.bus.name, capacity: Number(b.bus.capacity) } : null,
  status: b.status,
  notes: b.notes ?? null,
  createdAt: iso(b.createdAt),
  updatedAt: iso(b.updatedAt),
});

export const loginDoc = (a: AuthResult) => ({ token: a.token, refreshToken: a.refreshToken, role: a.role, username: a.username, name: a.name, userId: a.userId });

export const userDoc = (u: User) => ({ _id: u.id, name: u.name, email: u.email, mobileNo: u.mobileNo });

export const sessionDoc = (a: { token: string; refreshToken: string; role: Role }) => ({ token: a.token, refreshToken: a.refreshToken, role: a.role });
