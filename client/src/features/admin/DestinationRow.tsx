import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
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
      <Button
        type="button"
        $variant="secondary"
        onClick={() => onEdit(d)}
        aria-label={`${t("admin.destinations.edit")} ${d.name}`}
      >
        {t("admin.destinations.edit")}
      </Button>
      <Button
        type="button"
        $variant="danger"
        aria-label={`${t("admin.destinations.delete")} ${d.name}`}
        onClick={() => onDelete(d)}
      >
        {t("admin.destinations.delete")}
      </Button>
    </li>
  );
}
