import { todayInIndia } from "../../../app/calendar";
import { useControls } from "../useControls";
import { downloadWithToken } from "../../../app/download";
import { downloads, urls, type BookingFilter } from "../../../app/urls";
import { useTranslation } from "../../../i18n";
import { Button, LinkButton } from "../../../ui/Button";
import { toast } from "../../../ui/toast";
import { Live, Top } from "./BookingsList.styles";

/** The list's title with its Live mark, Export CSV (of the current filter) and New booking. */
export function BookingsListHeader({ id, filter }: { id: string; filter: BookingFilter }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const exportCsv = () =>
    downloadWithToken(downloads.bookingsCsv(filter), `bookings-${todayInIndia()}.csv`).catch(() =>
      toast.error(t("admin.bookings.fetchFailed")),
    );
  return (
    <Top>
      <h2 id={id}>
        {t("admin.bookings.title")} <Live>{t("admin.bookings.live")}</Live>
      </h2>
      <div>
        <Button type="button" $variant="secondary" onClick={() => void exportCsv()}>
          {t("admin.bookings.export")}
        </Button>
        {may("newBooking") && <LinkButton to={urls.admin.newBooking}>{t("admin.bookings.newBooking")}</LinkButton>}
      </div>
    </Top>
  );
}
