import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { AddPanel } from "../../ui/Panel";
import { toast } from "../../ui/toast";
import { DestinationForm, refetchQueries, type Dest } from "./DestinationForm";
import { DestinationRow } from "./DestinationRow";
import { AdminDestinations, DeleteDestination } from "./destinations.documents";
import { useControls } from "./useControls";
import { PlainList } from "../../ui/Layout";

export function DestinationsAdmin() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminDestinations, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteDestination, { refetchQueries });
  const [editing, setEditing] = useState<Dest | "new" | null>(null);
  const list = data?.destinations ?? [];
  const { may } = useControls();
  const del = async (d: Dest) => {
    if (!window.confirm(t("admin.destinations.confirmDelete"))) return;
    await remove({ variables: { id: d.id } }).catch((e) => toast.error((e as Error).message));
  };
  return (
    <AddPanel
      id="dest-admin"
      title={t("admin.destinations.title")}
      addLabel={t("admin.destinations.add")}
      onAdd={may("editDestinations") ? () => setEditing("new") : undefined}
    >
      {editing && (
        <DestinationForm
          key={editing === "new" ? "new" : editing.id}
          dest={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {data && list.length === 0 && <p>{t("admin.destinations.empty")}</p>}
      <PlainList $gap="0.6rem" $margin="1rem 0">
        {list.map((d) => (
          <DestinationRow
            key={d.id}
            dest={d}
            onEdit={may("editDestinations") ? setEditing : undefined}
            onDelete={may("editDestinations") ? (x) => void del(x) : undefined}
          />
        ))}
      </PlainList>
    </AddPanel>
  );
}
