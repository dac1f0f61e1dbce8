import { useQuery } from "@apollo/client/react";
import { formatDate, useTranslation } from "../../../i18n";
import { Dialog } from "../../../ui/Dialog";
import { BookingHistory } from "./bookings.documents";
import { WhatsAppBookingLink } from "../../dashboard/WhatsAppBookingLink";
import { BookingMessages } from "./BookingMessages";
import type { BookingRowData } from "./BookingRow";
import { BookingFare } from "./BookingFare";
import { BookingPayments } from "./BookingPayments";
import { BookingInvoicesPanel } from "./BookingInvoices";
import { QuoteBuilder } from "./QuoteBuilder";
import { QuoteFocus } from "./QuoteFocus";
import { TripCloseOut, TripDone } from "./TripCloseOut";
import { usePermissions } from "../../../app/RequireRole";
import { BookingActivity } from "../staff/ActivityAdmin";
import { CancelAnswer } from "./CancelAnswer";
import { StaffNotes } from "./StaffNotes";
import { BookingDrivers } from "../drivers/BookingDrivers";
import { BookingBusChange } from "./BookingBusChange";
import { BookingVehicles } from "./BookingVehicles";
import { formatDateTime } from "../../../app/calendar";
import { BusPosition } from "../../dashboard/BusPosition";

function HistoryList({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(BookingHistory, { variables: { id }, fetchPolicy: "network-only" });
  return (
    <ol>
      {data?.booking.history.map((h, i) => (
        <li key={i}>
          {h.fromStatus === h.toStatus
            ? h.note
            : h.fromStatus
              ? `${h.fromStatus} → ${h.toStatus}`
              : `${t("admin.bookings.created")}: ${h.toStatus}`}{" "}
          · {formatDateTime(h.changedAt)}
          {h.changedBy ? ` · ${t("admin.bookings.by", { name: h.changedBy })}` : ""}
          {h.note && h.fromStatus !== h.toStatus ? ` · ${h.note}` : ""}
        </li>
      ))}
    </ol>
  );
}

/** The bookings page's detail modal: the booking, its bus (Change bus) and its status history. */
export function BookingDialog({
  booking,
  onClose,
  onChanged,
  focusQuote,
}: {
  booking: BookingRowData | null;
  onClose: () => void;
  /** The booking as changed on the View (its new bus). */
  onChanged?: (b: BookingRowData) => void;
  /** Open at the quote builder (staff just booked for the customer). */
  focusQuote?: boolean;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // Completed on the View itself: its history query (read again after each change) knows before the list's row.
  const live = useQuery(BookingHistory, {
    variables: { id: booking?.id ?? "" },
    skip: !booking,
    fetchPolicy: "cache-only",
  }).data?.booking;
  const completedAt = live?.completedAt ?? booking?.completedAt;
  return (
    <Dialog open={!!booking} onClose={onClose} title={booking ? booking.reference : ""} closeLabel={t("common.close")}>
      {booking && (
        <div>
          <p>
            <strong>{booking.name}</strong> · {booking.phone}
            {booking.email && ` · ${booking.email}`}
            {completedAt && <TripDone>{t("admin.bookings.completed")}</TripDone>}
          </p>
          <p>
            {booking.pickupLocation} → {booking.destination}
          </p>
          <p>
            {formatDate(booking.departureDate)} · {t("dashboard.days", { count: booking.days })} ·{" "}
            {booking.bus?.name ?? t("common.na")} ·{" "}
            {t("admin.desk.passengers", { count: booking.passengers ?? t("common.notSpecified") })}
          </p>
          {booking.status === "Confirmed" && <BusPosition bookingId={booking.id} heading="h3" />}
          <BookingBusChange key={`bus-${booking.id}`} booking={booking} onChanged={onChanged} />
          <BookingVehicles key={`vehicles-${booking.id}`} booking={booking} />
          <CancelAnswer booking={booking} />
          {booking.status === "Confirmed" && <BookingDrivers bookingId={booking.id} reference={booking.reference} />}
          {booking.notes && <p>{booking.notes}</p>}
          <p>
            <WhatsAppBookingLink phone={booking.phone} booking={booking} label={t("admin.whatsappCustomer")} />
          </p>
          <h3>{t("admin.bookings.history")}</h3>
          <HistoryList id={booking.id} />
          <BookingMessages id={booking.id} />
          {(can("quotes.price") || can("money.read")) && (
            <QuoteFocus focus={focusQuote}>
              <QuoteBuilder key={`q-${booking.id}`} bookingId={booking.id} />
            </QuoteFocus>
          )}
          {can("money.read") && <BookingFare key={booking.id} booking={booking} />}
          {can("payments.read") && <BookingPayments key={`pay-${booking.id}`} bookingId={booking.id} />}
          {can("money.read") && booking.status !== "Cancelled" && (
            <TripCloseOut key={`close-${booking.id}`} bookingId={booking.id} />
          )}
          {can("money.read") && <BookingInvoicesPanel key={`inv-${booking.id}`} bookingId={booking.id} />}
          {can("activity.read") && <BookingActivity id={booking.id} />}
          <StaffNotes bookingId={booking.id} />
        </div>
      )}
    </Dialog>
  );
}
