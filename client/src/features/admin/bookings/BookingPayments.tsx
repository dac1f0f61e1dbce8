import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { PaymentsTable } from "../payments/PaymentsTable";
import { useControls } from "../useControls";
import { RecordPaymentForm } from "./RecordPaymentForm";
import { OnlinePayments } from "./OnlinePayments";
import { BookingRefunds } from "./BookingRefunds";
import { useState } from "react";
import { BookingHistory } from "./bookings.documents";

const Payments = graphql(`
  query BookingPayments($id: ID!) {
    payments(bookingId: $id) {
      id
      kind
      method
      amount
      reference
      receivedOn
      recordedBy
    }
  }
`);
/** Any booking's change: the one on the View read again (another staff member's payment, a trip closed). */
const BookingTouched = graphql(`
  subscription BookingPaymentsTouched {
    bookingChanged {
      kind
      bookingId
    }
  }
`);

/**
 * The booking's payments as the ledger holds them (the advance received, cash collected on board, each payment
 * recorded by hand), kept live, and for staff who may, the form that records one (RecordPaymentForm).
 */
export function BookingPayments({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(Payments, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const mayRecord = useControls().may("recordPayment");
  const client = useApolloClient();
  // Each change of the booking (a webhook's payment, a refund processed) reads its orders and refunds again too.
  const [changes, setChanges] = useState(0);
  // Live: a payment recorded elsewhere (another staff member, the driver's close) shows without a reload, and the
  // balance above with it (its query read again).
  useSubscription(BookingTouched, {
    onData: ({ data: ev }) => {
      if (ev.data?.bookingChanged.bookingId !== bookingId) return;
      void refetch();
      setChanges((n) => n + 1);
      void client.query({ query: BookingHistory, variables: { id: bookingId }, fetchPolicy: "network-only" });
    },
  });
  const payments = data?.payments ?? [];
  return (
    <section aria-labelledby="payments-title">
      <h3 id="payments-title">{t("admin.payments.title")}</h3>
      {data && payments.length === 0 && <p>{t("admin.payments.none")}</p>}
      {payments.length > 0 && <PaymentsTable payments={payments} recordedBy />}
      {mayRecord && <RecordPaymentForm bookingId={bookingId} recorded={refetch} />}
      <OnlinePayments bookingId={bookingId} refreshKey={changes} />
      <BookingRefunds bookingId={bookingId} payments={payments} refreshKey={changes} refunded={refetch} />
    </section>
  );
}
