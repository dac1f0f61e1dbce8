import type { FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText } from "../../../ui/Field";
import { Cluster } from "../../../ui/Layout";
import type { Vehicle } from "./vehicle-draft";
import { VehicleFields } from "./VehicleFields";
import { useVehicleAllocation } from "./useVehicleAllocation";
import { useVehicleBusChoices } from "./useVehicleBusChoices";

/**
 * Staff with fleet.write allocate a Pending or Confirmed booking's vehicles: add one (its seats), remove one
 * (not the first), give each its bus, the cost agreed for a vendor's, then Save the whole list at once. The
 * server's refusal shows above Save.
 */
export function VehicleEditor({ bookingId, vehicles }: { bookingId: string; vehicles: readonly Vehicle[] }) {
  const { t } = useTranslation();
  const { groups, byId, ready } = useVehicleBusChoices();
  const a = useVehicleAllocation(bookingId, vehicles);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return a.save((busId) => !!byId.get(busId)?.vendorId);
  };
  return (
    <>
      <form onSubmit={submit} aria-label={t("admin.vehicles.allocate")}>
        {a.rows.map((r, i) => (
          <VehicleFields
            key={r.key}
            position={i + 1}
            draft={r}
            groups={groups}
            bus={byId.get(r.busId)}
            taken={new Set(a.rows.flatMap((o) => (o !== r && o.busId ? [o.busId] : [])))}
            onChange={(patch) => a.change(i, patch)}
            onRemove={i > 0 ? () => a.remove(i) : undefined}
          />
        ))}
        {a.error && <ErrorText role="alert">{a.error}</ErrorText>}
        <Cluster $gap="0.75rem">
          <Button type="submit" disabled={a.loading || !ready}>
            {t("admin.vehicles.save")}
          </Button>
          <Button type="button" $variant="secondary" onClick={a.add}>
            {t("admin.vehicles.add")}
          </Button>
        </Cluster>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {a.overrideDialog}
    </>
  );
}
