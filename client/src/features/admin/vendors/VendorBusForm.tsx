import type { FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, FieldHint, TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { Cluster, FieldGrid } from "../../../ui/Layout";
import { useVendorBusSave, type VendorBus } from "./useVendors";

const valuesOf = (b: VendorBus | null) => ({
  registrationNumber: b?.registrationNumber ?? "",
  capacity: b ? String(b.capacity) : "",
  description: b?.description ?? "",
  // A bus saved without a name is called by its registration: the form leaves that name empty.
  name: b && b.name !== b.registrationNumber ? b.name : "",
});

/** A vendor's bus added or changed: registration, seats, type and (optionally) what staff call it. */
export function VendorBusForm(props: { vendorId: string; bus: VendorBus | null; onDone: () => void }) {
  const { vendorId, bus, onDone } = props;
  const { t } = useTranslation();
  const { draft, field } = useDraft(valuesOf(bus));
  const { error, save } = useVendorBusSave(vendorId, bus, onDone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return save(draft);
  };
  return (
    <form onSubmit={submit}>
      <FieldGrid $min="200px">
        <TextField
          label={t("admin.vendors.bus.registration")}
          placeholder="UP65 AB 1234"
          required
          {...field("registrationNumber")}
        />
        <TextField
          label={t("admin.vendors.bus.seats")}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          required
          {...field("capacity")}
        />
        <TextField
          label={t("admin.vendors.bus.type")}
          placeholder={t("admin.vendors.bus.typeExample")}
          {...field("description")}
        />
        <TextField
          label={t("admin.vendors.bus.name")}
          hint={<FieldHint>{t("admin.vendors.bus.nameHint")}</FieldHint>}
          {...field("name")}
        />
      </FieldGrid>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Cluster $nowrap>
        <Button type="submit">{t("admin.vendors.bus.save")}</Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t("admin.vendors.cancel")}
        </Button>
      </Cluster>
    </form>
  );
}
