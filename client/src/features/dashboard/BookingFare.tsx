import { formatPaise, paiseOfRupees } from "../../app/money";
import { formatDate, useTranslation } from "../../i18n";
import { InfoCard } from "../../ui/Layout";
import type { ReactNode } from "react";
import { PayByUpi, type UpiPaymentView } from "./PayByUpi";

export interface FareView {
  agreedFare?: number | null;
  advance?: number | null;
  advanceReceivedOn?: string | null;
  balance?: number | null;
  status: string;
  upiPayment?: UpiPaymentView | null;
  /** The payments received (the ledger's rows), by the day received. */
  payments?: ReadonlyArray<{
    id: string;
    method: string;
    amount: number;
    reference?: string | null;
    receivedOn: string;
  }> | null;
  /** Refunds and their state (pending until the gateway says processed). */
  refunds?: ReadonlyArray<{ id: string; amount: number; status: string }> | null;
}

/**
 * The fare staff agreed by phone, the advance and the balance due (`Booking.balance`, the server's: what the
 * customer still owes, from the tax invoice and its notes once issued, else the agreed fare and the trip's approved
 * charges, less what was received), and how to pay by UPI when Settings allow.
 */
export function BookingFare({ b, payOnline }: { b: FareView; payOnline?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <InfoCard>
      <h2>{t("desk.fare")}</h2>
      {b.agreedFare == null ? (
        <p>{t("desk.fareLater")}</p>
      ) : (
        <dl>
          <dt>{t("desk.agreedFare")}</dt>
          <dd>{formatPaise(paiseOfRupees(b.agreedFare))}</dd>
          <dt>{t("desk.advance")}</dt>
          <dd>
            {b.advance == null ? t("desk.none") : formatPaise(paiseOfRupees(b.advance))}
            {b.advance != null &&
              (b.advanceReceivedOn
                ? ` · ${t("desk.receivedOn", { date: formatDate(b.advanceReceivedOn) })}`
                : ` · ${t("desk.due")}`)}
          </dd>
          <dt>{t("desk.balance")}</dt>
          <dd>{formatPaise(paiseOfRupees(b.balance ?? 0))}</dd>
        </dl>
      )}
      {!!b.payments?.length && (
        <>
          <h3>{t("desk.paymentsTitle")}</h3>
          <ul>
            {b.payments.map((p) => (
              <li key={p.id}>
                {[formatDate(p.receivedOn), t(`desk.methods.${p.method}`), p.reference].filter(Boolean).join(" · ")}:{" "}
                {formatPaise(paiseOfRupees(p.amount))}
              </li>
            ))}
          </ul>
        </>
      )}
      {!!b.refunds?.length && (
        <>
          <h3>{t("desk.payOnline.refundsTitle")}</h3>
          <ul>
            {b.refunds.map((r) => (
              <li key={r.id}>
                {t("desk.payOnline.refund", {
                  amount: formatPaise(paiseOfRupees(r.amount)),
                  status: t(`desk.payOnline.refundStatus.${r.status}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {payOnline}
      {b.upiPayment && <PayByUpi upi={b.upiPayment} />}
    </InfoCard>
  );
}
