import { todayInIndia } from "../../../app/calendar";
import type { BusStatus } from "../../../gql/enums";

/** How a bus status reads (the schema's InUse is "In Use", as the specification writes it). */
export const BUS_STATUS_LABEL: Record<BusStatus, string> = {
  Available: "Available",
  InUse: "In Use",
  Maintenance: "Maintenance",
};

/** What adding, changing or deleting a bus refreshes: the admin's and the public fleet, and the stats. */
export const fleetQueries = ["AdminBuses", "Buses", "AdminStats"];

export interface RouteData {
  from: string;
  to: string;
  duration: number;
  distance: number;
}

export interface BusData {
  id: string;
  name: string;
  capacity: number;
  status: BusStatus;
  description: string;
  features: string[];
  images: string[];
  lastMaintenance?: string | null;
  registrationNumber?: string | null;
  popularRoutes: RouteData[];
}

export interface RouteDraft {
  from: string;
  to: string;
  duration: string;
  distance: string;
}

/** What the form edits: text as typed; turned into the API's input by `toBusInput`. */
export interface BusDraft {
  name: string;
  capacity: string;
  status: BusStatus;
  description: string;
  features: string;
  lastMaintenance: string;
  registrationNumber: string;
  routes: RouteDraft[];
}

/** Split on commas, trimmed, empties dropped (spec section 5). */
export const splitFeatures = (text: string) =>
  text
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);

export function toDraft(bus?: BusData | null): BusDraft {
  return {
    name: bus?.name ?? "",
    capacity: bus ? String(bus.capacity) : "",
    status: bus?.status ?? "Available",
    description: bus?.description ?? "",
    features: bus?.features.join(", ") ?? "",
    lastMaintenance: bus?.lastMaintenance ?? todayInIndia(),
    registrationNumber: bus?.registrationNumber ?? "",
    routes:
      bus?.popularRoutes.map((r) => ({
        from: r.from,
        to: r.to,
        duration: String(r.duration),
        distance: String(r.distance),
      })) ?? [],
  };
}

export function toBusInput(f: BusDraft, images: string[]) {
  return {
    name: f.name.trim(),
    capacity: parseInt(f.capacity, 10),
    status: f.status,
    description: f.description.trim(),
    features: splitFeatures(f.features),
    images,
    lastMaintenance: f.lastMaintenance,
    registrationNumber: f.registrationNumber.trim(),
    popularRoutes: f.routes.map((r) => ({
      from: r.from.trim(),
      to: r.to.trim(),
      duration: parseFloat(r.duration),
      distance: parseFloat(r.distance),
    })),
  };
}
