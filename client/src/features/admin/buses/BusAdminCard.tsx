import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { BUS_STATUS_LABEL, type BusData } from "./busForm";

/** One bus in the admin's fleet grid: its first photo, seats and status, and Update / View / Delete. */
export function BusAdminCard(props: {
  bus: BusData;
  onEdit: (b: BusData) => void;
  onView: (b: BusData) => void;
  onDelete: (b: BusData) => void;
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
        </p>
        <div className="acts">
          <Button type="button" onClick={() => onEdit(b)} aria-label={`${t("admin.buses.update")} ${b.name}`}>
            {t("admin.buses.update")}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onView(b)}
            aria-label={`${t("admin.buses.view")} ${b.name}`}
          >
            {t("admin.buses.view")}
          </Button>
          <Button
            type="button"
            $variant="danger"
            onClick={() => onDelete(b)}
            aria-label={`${t("admin.buses.delete")} ${b.name}`}
          >
            {t("admin.buses.delete")}
          </Button>
        </div>
      </div>
    </article>
  );
}
