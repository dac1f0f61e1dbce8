import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { groupedRupees, paiseOfRupees } from "../../../app/money";
import { graphql } from "../../../gql";
import { PaymentKind } from "../../../gql/enums";
import { formatDate, useTranslation } from "../../../i18n";
import { useControls } from "../useControls";
import { RecordPaymentForm } from "./RecordPaymentForm";

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
 * recorded by hand), and for staff who may, the form that records one (RecordPaymentForm).
 */
export function BookingPayments({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(Payments, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const mayRecord = useControls().may("recordPayment");
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
