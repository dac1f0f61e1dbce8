import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../../app/errors";
import { todayInIndia } from "../../../app/calendar";
import { formatPaise, paiseOfRupees } from "../../../app/money";
import { graphql } from "../../../gql";
import { PaymentKind } from "../../../gql/enums";
import { formatDate, useTranslation } from "../../../i18n";
import { SmallButton } from "../../../ui/Actions";
import { Scroll } from "../payments/PaymentsAdmin.styles";
import { useControls } from "../useControls";

const Orders = graphql(`
  query BookingPaymentOrders($id: ID!) {
    paymentOrders(bookingId: $id) {
      id
      kind
      amount
      receipt
      status
      note
      linkUrl
      createdAt
    }
    clientConfig {
      onlinePayments
    }
  }
`);

const SendLink = graphql(`
  mutation SendPaymentLink($id: ID!) {
    sendPaymentLink(bookingId: $id) {
      order {
        id
        linkUrl
      }
      whatsappLink
    }
  }
`);

/**
 * The booking's online payment requests (Checkout orders and payment links) with their state, and for staff with
 * payments.write the payment link for what is due now, shared by WhatsApp. `refreshKey` changes when the booking
 * does (the View's subscription), so a webhook's paid or held shows without a reload.
 */
export function OnlinePayments({ bookingId, refreshKey }: { bookingId: string; refreshKey: number }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(Orders, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const [send, { loading }] = useMutation(SendLink);
  const [sent, setSent] = useState<{ url: string; whatsapp: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maySend = useControls().may("sendPaymentLink");
  const [seen, setSeen] = useState(refreshKey);
  if (seen !== refreshKey) {
    setSeen(refreshKey);
    void refetch();
  }
  if (!data) return null;
  const orders = data.paymentOrders;
  const online = data.clientConfig.onlinePayments;
  if (!online && orders.length === 0) return null;

  async function sendLink() {
    setError(null);
    try {
      const r = await send({ variables: { id: bookingId } });
      const made = r.data!.sendPaymentLink;
      setSent({ url: made.order.linkUrl ?? "", whatsapp: made.whatsappLink ?? null });
      await refetch();
    } catch (e) {
      setError(serverMessage(e, t("admin.payments.online.off")));
    }
  }

  return (
    <section aria-labelledby="online-payments-title">
      <h4 id="online-payments-title">{t("admin.payments.online.title")}</h4>
      {orders.length === 0 ? (
        <p>{t("admin.payments.online.none")}</p>
      ) : (
        <Scroll>
          <table>
            <thead>
              <tr>
                <th>{t("admin.payments.online.asked")}</th>
                <th className="amount">{t("admin.payments.amount")}</th>
                <th>{t("admin.payments.for")}</th>
                <th>{t("admin.payments.online.receipt")}</th>
                <th>{t("admin.payments.online.status")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{formatDate(todayInIndia(new Date(String(o.createdAt))))}</td>
                  <td className="amount">{formatPaise(paiseOfRupees(o.amount))}</td>
                  <td>{t(`admin.payments.kinds.${o.kind === PaymentKind.Advance ? "advance" : "balance"}`)}</td>
                  <td>{o.linkUrl ? <a href={o.linkUrl}>{o.receipt}</a> : o.receipt}</td>
                  <td title={o.note ?? undefined}>{t(`admin.payments.online.statuses.${o.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {online && maySend && (
        <p>
          <SmallButton type="button" $variant="secondary" onClick={() => void sendLink()} disabled={loading}>
            {t("admin.payments.online.sendLink")}
          </SmallButton>
        </p>
      )}
      {sent && (
        <p role="status">
          {t("admin.payments.online.linkSent", { url: sent.url })}{" "}
          {sent.whatsapp && <a href={sent.whatsapp}>{t("admin.payments.online.whatsapp")}</a>}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
