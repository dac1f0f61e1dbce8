import { useTranslation } from "../../../i18n";
import { FieldWrap } from "../../../ui/Field";
import type { BusGroup } from "./useVehicleBusChoices";

/**
 * A vehicle's bus: none yet, one of the fleet's own buses or one of a vendor's, each vendor under its name. A
 * bus another vehicle of the booking already has is shown but cannot be chosen twice.
 */
export function VehicleBusSelect(props: {
  id: string;
  value: string;
  groups: readonly BusGroup[];
  taken: ReadonlySet<string>;
  onChange: (busId: string) => void;
}) {
  const { id, value, groups, taken, onChange } = props;
  const { t } = useTranslation();
  return (
    <FieldWrap>
      <label htmlFor={id}>{t("admin.vehicles.bus")}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("admin.vehicles.noBusOption")}</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.buses.map((b) => (
              <option key={b.id} value={b.id} disabled={b.id !== value && taken.has(b.id)}>
                {b.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldWrap>
  );
}
