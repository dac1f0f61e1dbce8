import { useTranslation } from "../../../i18n";
import { BookingStatus } from "../../../gql/enums";
import { Button } from "../../../ui/Button";
import { BookingsList } from "./BookingsList";
import { useBookingActions } from "./useBookingActions";
import { useControls } from "../useControls";
import { StatusBadge } from "../../dashboard/StatusBadge";

/** The dashboard's Bookings tab: a status dropdown (the moves the booking's status table allows) and Delete on each row. */
export function BookingsTab() {
  const { t } = useTranslation();
  const { change, del, rowError, overrideDialog } = useBookingActions();
  const { may } = useControls();
  return (
    <>
      <BookingsList
        id="bookings-tab"
        actionsWidth="6.5rem"
        rowError={rowError}
        status={(b) =>
          !may("setBookingStatus") ? (
            <StatusBadge $status={b.status}>{b.status}</StatusBadge>
          ) : (
            <select
              aria-label={t("admin.bookings.statusFor", { ref: b.reference })}
              value={b.status}
              onChange={(e) => void change(b, e.target.value as BookingStatus)}
            >
              {Object.values(BookingStatus)
                .filter(
                  (s) => s === b.status || (b.nextStatuses.includes(s) && (s !== "Confirmed" || may("confirmBooking"))),
                )
                .map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
            </select>
          )
        }
        actions={(b) =>
          may("deleteBooking") && (
            <Button
              type="button"
              $variant="danger"
              onClick={() => void del(b)}
              aria-label={`${t("admin.bookings.delete")} ${b.reference}`}
            >
              {t("admin.bookings.delete")}
            </Button>
          )
        }
      />
      {overrideDialog}
    </>
  );
}
