/**
 * A booking's vehicles as staff allocate them on the View: one draft per vehicle (its seats, its bus and, for a
 * vendor's bus, the cost agreed as typed), and the `allocateVehicles` list made from them (the whole list in order;
 * a vehicle left out is removed by the server, never the first).
 */
import { groupedRupees, paiseOfText } from "../../../app/money";
import type { BookingVehicleFieldsFragment, VehicleInput } from "../../../gql/graphql";
import type { Translate } from "../../../i18n";

export type Vehicle = BookingVehicleFieldsFragment;

export interface VehicleDraft {
  /** The row's key: the vehicle's id, or one made up for a vehicle not saved yet. */
  key: string;
  /** The saved vehicle's id; null for a new one. */
  id: string | null;
  seats: string;
  busId: string;
  /** Rupees as typed ("18,500.00"); sent only for a vendor's bus. */
  vendorCost: string;
}

export const draftOf = (v: Vehicle): VehicleDraft => ({
  key: v.id,
  id: v.id,
  seats: String(v.seats),
  busId: v.busId ?? "",
  vendorCost: v.vendorCost ? groupedRupees(paiseOfText(v.vendorCost)) : "",
});

/**
 * One entry of `allocateVehicles`: the seats only without a bus (a bus brings its own; `busId: null` takes a saved
 * vehicle's bus off), the cost only for a vendor's bus and only when typed (left out, the server keeps the saved one).
 */
export function inputOf(d: VehicleDraft, vendorBus: boolean): VehicleInput {
  return {
    ...(d.id && { id: d.id }),
    ...(d.busId ? { busId: d.busId } : { busId: null, seats: Number(d.seats) }),
    ...(vendorBus && d.vendorCost.trim() !== "" && { vendorCost: d.vendorCost.trim() }),
  };
}

/** "Volvo 45 (UP65 AB 1234)", "Volvo 45", or "No bus yet". */
export function busText(t: Translate, v: { busName?: string | null; registrationNumber?: string | null }): string {
  if (!v.busName) return t("admin.vehicles.noBus");
  return v.registrationNumber && v.registrationNumber !== v.busName
    ? `${v.busName} (${v.registrationNumber})`
    : v.busName;
}
