import { useTranslation } from "../../../i18n";
import { ItemButton } from "../../../ui/ItemButton";
import { BUS_STATUS_LABEL, type BusData } from "./busForm";

/** One bus in the admin's fleet grid: its first photo, seats and status, and Update / View / Delete. */
export function BusAdminCard(props: {
  bus: BusData;
  /** Update and Delete are drawn for staff who may use them (fleet.write). */
  onEdit?: (b: BusData) => void;
  onView: (b: BusData) => void;
  onDelete?: (b: BusData) => void;
}) {
  const { bus: b, onEdit, onView, onDelete } = props;
  const { t } = useTranslation();
  return (
    <article>
      <img src={b.images[0] ?? "/favicon.svg"} alt="" width={1200} height={800} loading="lazy" />
      <div className="b">
        <h3>{b.name}</h3>
        <p>
          {t("common.seater", { count: b.capacity })} · {BUS_STATUS_LABEL[b.status]}
          {b.registrationNumber ? ` · ${b.registrationNumber}` : ""}
        </p>
        <div className="acts">
          {onEdit && <ItemButton label={t("admin.buses.update")} item={b.name} onClick={() => onEdit(b)} />}
          <ItemButton label={t("admin.buses.view")} item={b.name} $variant="secondary" onClick={() => onView(b)} />
          {onDelete && (
            <ItemButton label={t("admin.buses.delete")} item={b.name} $variant="danger" onClick={() => onDelete(b)} />
          )}
        </div>
      </div>
    </article>
  );
}
