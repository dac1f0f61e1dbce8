import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import styled from "styled-components";
import { groupedRupees, paiseOfRupees } from "../../../app/money";
import { graphql } from "../../../gql";
import { PaymentKind } from "../../../gql/enums";
import { formatDate, useTranslation } from "../../../i18n";
import { useControls } from "../useControls";
import { RecordPaymentForm } from "./RecordPaymentForm";
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
const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 480px;
  }
  th,
  td {
    text-align: left;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/**
 * The booking's payments as the ledger holds them (the advance received, cash collected on board, each payment
 * recorded by hand), kept live, and for staff who may, the form that records one (RecordPaymentForm).
 */
export function BookingPayments({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(Payments, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const mayRecord = useControls().may("recordPayment");
  const client = useApolloClient();
  // Live: a payment recorded elsewhere (another staff member, the driver's close) shows without a reload, and the
  // balance above with it (its query read again).
  useSubscription(BookingTouched, {
    onData: ({ data: ev }) => {
      if (ev.data?.bookingChanged.bookingId !== bookingId) return;
      void refetch();
      void client.query({ query: BookingHistory, variables: { id: bookingId }, fetchPolicy: "network-only" });
    },
  });
  const payments = data?.payments ?? [];
  return (
    <section aria-labelledby="payments-title">
      <h3 id="payments-title">{t("admin.payments.title")}</h3>
      {data && payments.length === 0 && <p>{t("admin.payments.none")}</p>}
      {payments.length > 0 && (
        <Scroll>
          <table>
            <thead>
              <tr>
                <th>{t("admin.payments.receivedOn")}</th>
                <th className="amount">{t("admin.payments.amount")}</th>
                <th>{t("admin.payments.method")}</th>
                <th>{t("admin.payments.for")}</th>
                <th>{t("admin.payments.reference")}</th>
                <th>{t("admin.payments.recordedBy")}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.receivedOn)}</td>
                  <td className="amount">{groupedRupees(paiseOfRupees(p.amount))}</td>
                  <td>{t(`admin.payments.methods.${p.method}`)}</td>
                  <td>{t(`admin.payments.kinds.${p.kind === PaymentKind.Advance ? "advance" : "balance"}`)}</td>
                  <td>{p.reference ?? "—"}</td>
                  <td>{t(`admin.payments.by.${p.recordedBy}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {mayRecord && <RecordPaymentForm bookingId={bookingId} recorded={refetch} />}
    </section>
  );
}
