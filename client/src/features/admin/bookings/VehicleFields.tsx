import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { TextButton } from "../../../ui/Actions";
import { TextField } from "../../../ui/Field";
import { FieldGrid, Hint } from "../../../ui/Layout";
import type { VehicleDraft } from "./vehicle-draft";
import type { BusChoice, BusGroup } from "./useVehicleBusChoices";
import { VehicleBusSelect } from "./VehicleBusSelect";

/** One vehicle's fields, framed apart from the next. */
const Row = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 0.6rem 0.9rem 0.2rem;
  margin: 0 0 0.75rem;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 0.3rem;
  }
`;

/**
 * One vehicle as staff allocate it: its bus (own or a vendor's), its seats while it has no bus (a bus brings
 * its own), the cost agreed with the vendor for a vendor's bus, and Remove (never on the first vehicle).
 */
export function VehicleFields(props: {
  position: number;
  draft: VehicleDraft;
  groups: readonly BusGroup[];
  bus: BusChoice | undefined;
  taken: ReadonlySet<string>;
  onChange: (patch: Partial<VehicleDraft>) => void;
  onRemove?: () => void;
}) {
  const { position, draft, groups, bus, taken, onChange, onRemove } = props;
  const { t } = useTranslation();
  const id = `vehicle-${draft.key}`;
  return (
    <Row>
      <legend>{t("admin.vehicles.vehicle", { position })}</legend>
      <FieldGrid $min="200px">
        <VehicleBusSelect
          id={`${id}-bus`}
          value={draft.busId}
          groups={groups}
          taken={taken}
          onChange={(busId) => onChange({ busId })}
        />
        {!draft.busId && (
          <TextField
            id={`${id}-seats`}
            label={t("admin.vehicles.seats")}
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            value={draft.seats}
            onChange={(e) => onChange({ seats: e.target.value })}
          />
        )}
        {bus?.vendorId && (
          <TextField
            id={`${id}-cost`}
            label={t("admin.vehicles.vendorCost")}
            inputMode="decimal"
            value={draft.vendorCost}
            onChange={(e) => onChange({ vendorCost: e.target.value })}
          />
        )}
      </FieldGrid>
      {bus && <Hint $flush>{t("admin.vehicles.busSeats", { seats: bus.capacity })}</Hint>}
      {onRemove && (
        <Hint>
          <TextButton type="button" onClick={onRemove}>
            {t("admin.vehicles.remove", { position })}
          </TextButton>
        </Hint>
      )}
    </Row>
  );
}
