import { useTranslation } from "../../../i18n";
import { ItemButton } from "../../../ui/ItemButton";
import { Cluster } from "../../../ui/Layout";
import type { VendorActions, VendorData } from "./useVendors";
import { VendorBuses } from "./VendorBuses";
import { Facts, VendorCard } from "./vendors.styles";

/** One vendor: its name with Edit and Delete, its phone, contact, GSTIN, PAN and number of buses, then its buses. */
export function VendorItem({ vendor: v, actions }: { vendor: VendorData; actions: VendorActions }) {
  const { t } = useTranslation();
  const { onEdit, onDelete } = actions;
  const titleId = `vendor-${v.id}`;
  return (
    <VendorCard aria-labelledby={titleId}>
      <Cluster $align="center">
        <h3 id={titleId}>{v.name}</h3>
        {onEdit && (
          <ItemButton label={t("admin.vendors.edit")} item={v.name} $variant="secondary" onClick={() => onEdit(v)} />
        )}
        {onDelete && (
          <ItemButton label={t("admin.vendors.delete")} item={v.name} $variant="danger" onClick={() => onDelete(v)} />
        )}
      </Cluster>
      <Facts>
        <div>
          <dt>{t("admin.vendors.phone")}</dt>
          <dd>{v.phone}</dd>
        </div>
        <div>
          <dt>{t("admin.vendors.contactName")}</dt>
          <dd>{v.contactName ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("admin.vendors.gstin")}</dt>
          <dd>{v.gstin ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("admin.vendors.pan")}</dt>
          <dd>{v.pan ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("admin.vendors.buses")}</dt>
          <dd>{v.vehicles.length}</dd>
        </div>
      </Facts>
      <VendorBuses vendor={v} actions={actions} />
    </VendorCard>
  );
}
