import { Link } from "react-router";
import { formatDateTime } from "../../../app/calendar";
import { urls } from "../../../app/urls";
import { formatDate, useTranslation } from "../../../i18n";
import { ItemButton } from "../../../ui/ItemButton";
import { amountOf, type Payable } from "./useVendorPayables";
import { Table } from "./vendors.styles";

/**
 * The hired-in vehicles: the booking (opening its View), the customer, the trip's days, the vendor and its bus,
 * the cost agreed, and when it was paid with the reference, or "Mark paid" (for staff who may, `onPay`).
 */
export function PayablesTable({ rows, onPay }: { rows: readonly Payable[]; onPay?: (p: Payable) => void }) {
  const { t } = useTranslation();
  return (
    <Table $min="860px">
      <table aria-label={t("admin.vendors.payables.rowsLabel")}>
        <thead>
          <tr>
            <th>{t("admin.vendors.payables.booking")}</th>
            <th>{t("admin.vendors.payables.customer")}</th>
            <th>{t("admin.vendors.payables.dates")}</th>
            <th>{t("admin.vendors.payables.vendor")}</th>
            <th>{t("admin.vendors.payables.bus")}</th>
            <th className="amount">{t("admin.vendors.payables.cost")}</th>
            <th>{t("admin.vendors.payables.paidOn")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.vehicleId}>
              <td>
                <Link to={urls.admin.booking(p.bookingId)}>{p.bookingRef}</Link>
              </td>
              <td>{p.customerName}</td>
              <td>
                {p.departureDate === p.returnDate
                  ? formatDate(p.departureDate)
                  : t("admin.vendors.payables.fromTo", {
                      from: formatDate(p.departureDate),
                      to: formatDate(p.returnDate),
                    })}
              </td>
              <td>{p.vendorName}</td>
              <td>
                {p.registrationNumber ?? p.busName}
                {p.registrationNumber && p.busName !== p.registrationNumber && ` · ${p.busName}`}
              </td>
              <td className="amount">{amountOf(p.vendorCost)}</td>
              <td>
                {p.vendorPaidAt ? (
                  <>
                    {formatDateTime(p.vendorPaidAt)}
                    {p.vendorPaidReference && ` · ${p.vendorPaidReference}`}
                  </>
                ) : onPay && p.vendorCost ? (
                  <ItemButton
                    label={t("admin.vendors.payables.markPaid")}
                    item={`${p.bookingRef} ${p.vendorName}`}
                    onClick={() => onPay(p)}
                  />
                ) : (
                  t("admin.vendors.payables.unpaid")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Table>
  );
}
