import { Link } from "react-router";
import { formatPaise, paiseOfRupees } from "../../../app/money";
import { urls } from "../../../app/urls";
import { PaymentKind } from "../../../gql/enums";
import { formatDate, useTranslation } from "../../../i18n";
import { Scroll } from "./PaymentsAdmin.styles";

/** A payment as a table row shows it; the booking's columns and who recorded it only where asked for. */
export interface PaymentRow {
  id: string;
  kind: PaymentKind;
  method: string;
  amount: number;
  reference?: string | null;
  receivedOn: string;
  recordedBy?: string;
  bookingId?: string;
  bookingReference?: string;
  customerName?: string;
}

/**
 * Payments in a table: the day received, the amount, (the booking, opening its View), the method, what it paid,
 * the reference and (who recorded it). Scrolls sideways inside its panel on a phone, the amount in view first.
 */
export function PaymentsTable({
  payments,
  booking = false,
  recordedBy = false,
}: {
  payments: readonly PaymentRow[];
  booking?: boolean;
  recordedBy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Scroll>
      <table>
        <thead>
          <tr>
            <th>{t("admin.payments.receivedOn")}</th>
            <th className="amount">{t("admin.payments.amount")}</th>
            {booking && <th>{t("admin.payments.booking")}</th>}
            <th>{t("admin.payments.method")}</th>
            <th>{t("admin.payments.for")}</th>
            <th>{t("admin.payments.reference")}</th>
            {recordedBy && <th>{t("admin.payments.recordedBy")}</th>}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{formatDate(p.receivedOn)}</td>
              <td className="amount">{formatPaise(paiseOfRupees(p.amount))}</td>
              {booking && (
                <td>
                  <Link to={urls.admin.booking(p.bookingId!)}>{p.bookingReference}</Link> {p.customerName}
                </td>
              )}
              <td>{t(`admin.payments.methods.${p.method}`)}</td>
              <td>{t(`admin.payments.kinds.${p.kind === PaymentKind.Advance ? "advance" : "balance"}`)}</td>
              <td>{p.reference ?? "—"}</td>
              {recordedBy && <td>{t(`admin.payments.by.${p.recordedBy}`)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
