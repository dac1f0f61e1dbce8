import type { FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { Cluster, FieldGrid } from "../../../ui/Layout";
import { useEditorSave } from "../useEditorSave";
import { vendorQueries, type VendorData } from "./useVendors";
import { CreateVendor, UpdateVendor } from "./vendors.documents";

const valuesOf = (v: VendorData | null) => ({
  name: v?.name ?? "",
  phone: v?.phone ?? "",
  contactName: v?.contactName ?? "",
  gstin: v?.gstin ?? "",
  pan: v?.pan ?? "",
});

/** A new vendor, or `vendor` edited: name and phone, the person to call, GSTIN and PAN (the server checks both). */
export function VendorForm({ vendor, onDone }: { vendor: VendorData | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { draft, field } = useDraft(valuesOf(vendor));
  const { error, save } = useEditorSave(CreateVendor, UpdateVendor, {
    id: vendor?.id,
    refetchQueries: vendorQueries,
    saved: t("admin.vendors.saved"),
    failed: t("admin.vendors.failed"),
    onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const optional = (text: string) => text.trim() || null;
    return save({
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      contactName: optional(draft.contactName),
      gstin: optional(draft.gstin.toUpperCase()),
      pan: optional(draft.pan.toUpperCase()),
    });
  };
  return (
    <form onSubmit={submit}>
      <FieldGrid $min="220px">
        <TextField label={t("admin.vendors.name")} required maxLength={100} {...field("name")} />
        <TextField label={t("admin.vendors.phone")} type="tel" required {...field("phone")} />
        <TextField label={t("admin.vendors.contactName")} {...field("contactName")} />
        <TextField label={t("admin.vendors.gstin")} maxLength={15} {...field("gstin")} />
        <TextField label={t("admin.vendors.pan")} maxLength={10} {...field("pan")} />
      </FieldGrid>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Cluster $nowrap>
        <Button type="submit">{t("admin.vendors.save")}</Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t("admin.vendors.cancel")}
        </Button>
      </Cluster>
    </form>
  );
}
