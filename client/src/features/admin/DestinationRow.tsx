import { useTranslation } from "../../i18n";
import { ItemButton } from "../../ui/ItemButton";
import type { Dest } from "./DestinationForm";

/** A destination in the admin's list: thumbnail, name and short description, Edit and Delete. */
export function DestinationRow(props: { dest: Dest; onEdit: (d: Dest) => void; onDelete: (d: Dest) => void }) {
  const { dest: d, onEdit, onDelete } = props;
  const { t } = useTranslation();
  return (
    <li
      style={{
        display: "flex",
        gap: "1rem",
        alignItems: "center",
        flexWrap: "wrap",
        borderBottom: "1px solid #e5d5b8",
        paddingBottom: "0.6rem",
      }}
    >
      <img
        src={d.images[0]}
        alt=""
        width={90}
        height={60}
        style={{ width: 90, height: 60, objectFit: "cover", borderRadius: 8 }}
      />
      <div style={{ flex: 1, minWidth: 200 }}>
        <strong>{d.name}</strong>
        <br />
        <small>{d.shortDescription}</small>
      </div>
      <ItemButton label={t("admin.destinations.edit")} item={d.name} $variant="secondary" onClick={() => onEdit(d)} />
      <ItemButton label={t("admin.destinations.delete")} item={d.name} $variant="danger" onClick={() => onDelete(d)} />
    </li>
  );
}
