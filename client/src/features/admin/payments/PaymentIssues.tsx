import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router";
import { serverMessage } from "../../../app/errors";
import { formatDateTime } from "../../../app/calendar";
import { formatPaise, paiseOfRupees } from "../../../app/money";
import { urls } from "../../../app/urls";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { SmallButton } from "../../../ui/Actions";
import { FieldWrap } from "../../../ui/Field";
import { Panel } from "../../../ui/Panel";
import { useControls } from "../useControls";
import { Scroll } from "./PaymentsAdmin.styles";

const Issues = graphql(`
  query PaymentIssues($kind: String!) {
    paymentIssues(kind: $kind) {
      kind
      id
      bookingId
      bookingReference
      customerName
      amount
      detail
      at
    }
  }
`);

const AcceptHeld = graphql(`
  mutation AcceptHeldPayment($id: String!) {
    acceptHeldPayment(gatewayPaymentId: $id) {
      id
    }
  }
`);

const KINDS = ["held", "unmatched", "failedRefunds"] as const;

/**
 * Payments → Needs attention: payments held (paid online, but not the amount asked: staff may accept one as
 * paid), payments the gateway reported for no order of ours, and refunds the gateway refused.
 */
export function PaymentIssues() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<(typeof KINDS)[number]>("held");
  const { data, refetch } = useQuery(Issues, { variables: { kind }, fetchPolicy: "cache-and-network" });
  const [accept, { loading }] = useMutation(AcceptHeld);
  const [error, setError] = useState<string | null>(null);
  const mayAccept = useControls().may("acceptHeldPayment");
  const rows = data?.paymentIssues ?? [];
  const acceptOne = async (id: string) => {
    setError(null);
    try {
      await accept({ variables: { id } });
      await refetch();
    } catch (e) {
      setError(serverMessage(e, t("admin.payments.issues.failed")));
    }
  };
  return (
    <Panel aria-labelledby="payment-issues-title">
      <h2 id="payment-issues-title">{t("admin.payments.issues.title")}</h2>
      <FieldWrap>
        <label htmlFor="payment-issues-kind">{t("admin.payments.issues.show")}</label>
        <select id="payment-issues-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.payments.issues.kinds.${k}`)}
            </option>
          ))}
        </select>
      </FieldWrap>
      {data && rows.length === 0 && <p>{t(`admin.payments.issues.none.${kind}`)}</p>}
      {rows.length > 0 && (
        <Scroll>
          <table>
            <thead>
              <tr>
                <th>{t("admin.payments.issues.at")}</th>
                <th className="amount">{t("admin.payments.amount")}</th>
                <th>{t("admin.payments.booking")}</th>
                <th>{t("admin.payments.issues.detail")}</th>
                {kind === "held" && mayAccept && <th>{t("admin.bookings.actions")}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(String(r.at))}</td>
                  <td className="amount">{formatPaise(paiseOfRupees(r.amount))}</td>
                  <td>
                    {r.bookingId ? (
                      <>
                        <Link to={urls.admin.booking(r.bookingId)}>{r.bookingReference}</Link> {r.customerName}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>{r.detail}</td>
                  {kind === "held" && mayAccept && (
                    <td>
                      <SmallButton type="button" disabled={loading} onClick={() => void acceptOne(r.id)}>
                        {t("admin.payments.issues.accept")}
                      </SmallButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {error && <p role="alert">{error}</p>}
    </Panel>
  );
}
