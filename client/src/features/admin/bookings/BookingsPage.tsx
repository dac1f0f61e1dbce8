import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { StatusBadge } from "../../dashboard/StatusBadge";
import { AdminStatsQuery } from "../stats.documents";
import { BookingDialog } from "./BookingDialog";
import type { BookingRowData } from "./BookingRow";
import { BookingsList } from "./BookingsList";
import { useBookingActions } from "./useBookingActions";
import { useControls } from "../useControls";
import { useBookingFromAddress } from "./useBookingFromAddress";
import { TripDone } from "./TripCloseOut";

const Stats = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  margin: 0.5rem 0 1.2rem;
  > div {
    background: ${(p) => p.theme.color.cream};
    border-radius: 10px;
    padding: 0.7rem 0.9rem;
  }
  strong {
    display: block;
    font-size: 1.4rem;
    color: ${(p) => p.theme.color.maroon};
  }
`;

/** /admin/bookings: Total, Confirmed, Pending and Cancelled cards; View, Confirm (Pending) and Cancel (unless Cancelled). */
export function BookingsPage() {
  const { t } = useTranslation();
  const s = useQuery(AdminStatsQuery).data?.adminStats;
  const { change, rowError, overrideDialog } = useBookingActions();
  const { may } = useControls();
  const [viewing, setViewing] = useState<BookingRowData | null>(null);
  const fromAddress = useBookingFromAddress(setViewing);
  const cards = [
    ["totalShort", s?.totalBookings],
    ["confirmedShort", s?.confirmedBookings],
    ["pending", s?.pendingBookings],
    ["cancelled", s?.cancelledBookings],
  ] as const;
  return (
    <>
      <BookingsList
        id="bookings-page"
        actionsWidth="14.5rem"
        rowError={rowError}
        above={
          <Stats aria-label={t("admin.bookings.title")}>
            {cards.map(([key, value]) => (
              <div key={key}>
                {t(`admin.stats.${key}`)}
                <strong>{value ?? "–"}</strong>
              </div>
            ))}
          </Stats>
        }
        status={(b) => (
          <>
            <StatusBadge $status={b.status}>{b.status}</StatusBadge>
            {b.completedAt && <TripDone>{t("admin.bookings.completed")}</TripDone>}
          </>
        )}
        actions={(b) => (
          <>
            <Button type="button" $variant="secondary" onClick={() => setViewing(b)}>
              {t("admin.bookings.view")}
            </Button>
            {may("confirmBooking") && b.status === "Pending" && b.nextStatuses.includes("Confirmed") && (
              <Button type="button" onClick={() => void change(b, "Confirmed")}>
                {t("admin.bookings.confirm")}
              </Button>
            )}
            {may("setBookingStatus") && b.nextStatuses.includes("Cancelled") && (
              <Button type="button" $variant="danger" onClick={() => void change(b, "Cancelled")}>
                {t("admin.bookings.cancel")}
              </Button>
            )}
          </>
        )}
      />
      <BookingDialog
        booking={viewing}
        onClose={fromAddress.close}
        onChanged={setViewing}
        focusQuote={fromAddress.focusQuote}
      />
      {overrideDialog}
    </>
  );
}
