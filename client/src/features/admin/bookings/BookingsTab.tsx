import { useTranslation } from "../../../i18n";
import { BookingStatus } from "../../../gql/enums";
import { Button } from "../../../ui/Button";
import { BookingsList } from "./BookingsList";
import { useBookingActions } from "./useBookingActions";

/** The dashboard's Bookings tab: a status dropdown (the moves the booking's status table allows) and Delete on each row. */
export function BookingsTab() {
  const { t } = useTranslation();
  const { change, del, rowError, overrideDialog } = useBookingActions();
  return (
    <>
      <BookingsList
        id="bookings-tab"
        actionsWidth="6.5rem"
        rowError={rowError}
        status={(b) => (
          <select
            aria-label={t("admin.bookings.statusFor", { ref: b.reference })}
            value={b.status}
            onChange={(e) => void change(b, e.target.value as BookingStatus)}
          >
            {Object.values(BookingStatus)
              .filter((s) => s === b.status || b.nextStatuses.includes(s))
              .map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
          </select>
        )}
        actions={(b) => (
          <Button
            type="button"
            $variant="danger"
            onClick={() => void del(b)}
            aria-label={`${t("admin.bookings.delete")} ${b.reference}`}
          >
            {t("admin.bookings.delete")}
          </Button>
        )}
      />
      {overrideDialog}
    </>
  );
}
