import { useState } from "react";
import { usePermissions } from "../../../app/RequireRole";
import { useTranslation } from "../../../i18n";
import { Dialog } from "../../../ui/Dialog";
import { ErrorText } from "../../../ui/Field";
import { Hint, PlainList } from "../../../ui/Layout";
import { AddPanel } from "../../../ui/Panel";
import { BusDocuments } from "../documents/BusDocuments";
import { useControls } from "../useControls";
import { useVendors, type VendorActions, type VendorBus, type VendorData } from "./useVendors";
import { VendorBusForm } from "./VendorBusForm";
import { VendorForm } from "./VendorForm";
import { VendorItem } from "./VendorItem";
import { VendorPayables } from "./VendorPayables";

/**
 * Admin → Vendors (bookings.read): the partner operators whose buses are hired in when the fleet is short, each
 * with its buses and their documents; staff with fleet.write keep them. Below, for staff who read money, what the
 * vendors are owed for the buses they lent.
 */
export function VendorsAdmin() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { may } = useControls();
  const { vendors, error, removeVendor, removeBus } = useVendors();
  const [editing, setEditing] = useState<VendorData | "new" | null>(null);
  const [busForm, setBusForm] = useState<{ vendor: VendorData; bus: VendorBus | null } | null>(null);
  const [documents, setDocuments] = useState<VendorBus | null>(null);
  const actions: VendorActions = {
    onEdit: may("editVendors") ? setEditing : undefined,
    onDelete: may("deleteVendors") ? (v) => void removeVendor(v) : undefined,
    onBus: may("vendorBuses") ? (vendor, bus) => setBusForm({ vendor, bus }) : undefined,
    onRemoveBus: may("vendorBuses") ? (b) => void removeBus(b) : undefined,
    onDocuments: setDocuments,
  };
  const close = () => setEditing(null);
  return (
    <>
      <AddPanel
        id="vendors-admin"
        title={t("admin.vendors.title")}
        addLabel={t("admin.vendors.add")}
        onAdd={may("editVendors") ? () => setEditing("new") : undefined}
      >
        <Hint $flush>{t("admin.vendors.help")}</Hint>
        {error && <ErrorText role="alert">{t("admin.vendors.fetchFailed")}</ErrorText>}
        {vendors?.length === 0 && <p>{t("admin.vendors.none")}</p>}
        <PlainList $gap="1rem" $margin="0" aria-label={t("admin.vendors.list")}>
          {vendors?.map((v) => (
            <li key={v.id}>
              <VendorItem vendor={v} actions={actions} />
            </li>
          ))}
        </PlainList>
        <Dialog
          open={editing !== null}
          onClose={close}
          title={
            editing === "new" || !editing
              ? t("admin.vendors.formAdd")
              : t("admin.vendors.formEdit", { name: editing.name })
          }
        >
          {editing !== null && (
            <VendorForm
              key={editing === "new" ? "new" : editing.id}
              vendor={editing === "new" ? null : editing}
              onDone={close}
            />
          )}
        </Dialog>
        <Dialog
          open={busForm !== null}
          onClose={() => setBusForm(null)}
          title={t(busForm?.bus ? "admin.vendors.bus.formEdit" : "admin.vendors.bus.formAdd", {
            name: busForm?.bus?.name ?? busForm?.vendor.name ?? "",
          })}
        >
          {busForm && (
            <VendorBusForm
              key={busForm.bus?.id ?? busForm.vendor.id}
              vendorId={busForm.vendor.id}
              bus={busForm.bus}
              onDone={() => setBusForm(null)}
            />
          )}
        </Dialog>
        <Dialog
          open={documents !== null}
          onClose={() => setDocuments(null)}
          title={t("admin.vendors.bus.documentsOf", { name: documents?.name ?? "" })}
        >
          {documents && <BusDocuments busId={documents.id} />}
        </Dialog>
      </AddPanel>
      {can("money.read") && <VendorPayables vendors={vendors ?? []} />}
    </>
  );
}
