import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../../i18n";
import { VehicleBusChoices } from "./vehicles.documents";

/** A bus a vehicle may take: the fleet's own (`vendorId` null) or a vendor's. */
export interface BusChoice {
  id: string;
  label: string;
  capacity: number;
  vendorId: string | null;
}

/** The choices under one heading: the fleet's own buses, or one vendor's. */
export interface BusGroup {
  label: string;
  buses: BusChoice[];
}

/**
 * What a vehicle's bus may be, grouped: the fleet's own buses ("Volvo 45 · UP65 XY 0001 (45 seats)") and each
 * vendor's ("Sharma Travels · UP65 AB 1234 (45 seats)"); `byId` finds a chosen bus (its seats, its vendor);
 * `ready` once they have been read.
 */
export function useVehicleBusChoices() {
  const { t } = useTranslation();
  const { data } = useQuery(VehicleBusChoices);
  const option = (name: string, seats: number, status?: string) =>
    status && status !== "Available"
      ? t("admin.vehicles.busOptionStatus", { name, seats, status })
      : t("admin.vehicles.busOption", { name, seats });
  const own: BusGroup = {
    label: t("admin.vehicles.ownFleet"),
    buses: (data?.buses ?? []).map((b) => ({
      id: b.id,
      capacity: b.capacity,
      vendorId: null,
      label: option(b.registrationNumber ? `${b.name} · ${b.registrationNumber}` : b.name, b.capacity, b.status),
    })),
  };
  const vendors: BusGroup[] = (data?.vendors ?? [])
    .filter((v) => v.vehicles.length > 0)
    .map((v) => ({
      label: v.name,
      buses: v.vehicles.map((b) => ({
        id: b.id,
        capacity: b.capacity,
        vendorId: v.id,
        label: option(`${v.name} · ${b.registrationNumber ?? b.name}`, b.capacity),
      })),
    }));
  const groups = [own, ...vendors].filter((g) => g.buses.length > 0);
  const byId = new Map(groups.flatMap((g) => g.buses.map((b) => [b.id, b] as const)));
  // Until the choices arrive no bus is known to be a vendor's, whose cost a save would then leave out.
  return { groups, byId, ready: !!data };
}
