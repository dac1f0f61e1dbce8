import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../i18n";
import { Dialog } from "../../ui/Dialog";
import { ErrorText } from "../../ui/Field";
import { AdminBuses, DeleteBus } from "./buses/buses.documents";
import { AddPanel } from "../../ui/Panel";
import { BusForm } from "./buses/BusForm";
import { fleetQueries, type BusData } from "./buses/busForm";
import { BusAdminCard } from "./buses/BusAdminCard";
import { BusDetails } from "./buses/BusDetails";
import { Cards } from "./BusesAdmin.styles";
import { DocumentsCard } from "./documents/DocumentsCard";
import { useControls } from "./useControls";

export function BusesAdmin() {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminBuses, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteBus, { refetchQueries: fleetQueries });
  const [editing, setEditing] = useState<BusData | null | "new">(null);
  const [viewing, setViewing] = useState<BusData | null>(null);
  const { may } = useControls();
  const del = async (b: BusData) => {
    if (!window.confirm(t("admin.buses.confirmDelete"))) return;
    try {
      await remove({ variables: { id: b.id } });
      toast.success(t("admin.buses.deleted"));
    } catch (e) {
      toast.error((e as Error).message || t("admin.buses.deleteFailed"));
    }
  };
  return (
    <>
      <AddPanel
        id="buses-admin"
        title={t("admin.buses.title")}
        addLabel={t("admin.buses.add")}
        onAdd={may("addBus") ? () => setEditing("new") : undefined}
      >
        {error && <ErrorText role="alert">{t("admin.buses.fetchFailed")}</ErrorText>}
        <Cards>
          {data?.buses.map((b) => (
            <BusAdminCard
              key={b.id}
              bus={b}
              onEdit={may("editBus") ? setEditing : undefined}
              onView={setViewing}
              onDelete={may("deleteBus") ? (x) => void del(x) : undefined}
            />
          ))}
        </Cards>
        <Dialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={editing === "new" ? t("admin.buses.formAdd") : t("admin.buses.formEdit")}
          closeLabel={t("common.close")}
        >
          {editing !== null && <BusForm bus={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
        </Dialog>
        <Dialog
          open={!!viewing}
          onClose={() => setViewing(null)}
          title={viewing?.name ?? ""}
          closeLabel={t("common.close")}
        >
          {viewing && <BusDetails bus={viewing} />}
        </Dialog>
      </AddPanel>
      <DocumentsCard />
    </>
  );
}
