import { useTranslation } from "../../../i18n";
import { amountOf, type Payables } from "./useVendorPayables";
import { Table } from "./vendors.styles";

/** What each vendor is owed and was paid over the vehicles listed, and the totals of all of them. */
export function PayableSums({ payables }: { payables: Payables }) {
  const { t } = useTranslation();
  return (
    <Table $min="360px">
      <table aria-label={t("admin.vendors.payables.sumsLabel")}>
        <thead>
          <tr>
            <th>{t("admin.vendors.payables.vendor")}</th>
            <th className="amount">{t("admin.vendors.payables.owed")}</th>
            <th className="amount">{t("admin.vendors.payables.paid")}</th>
          </tr>
        </thead>
        <tbody>
          {payables.vendors.map((v) => (
            <tr key={v.vendorId}>
              <td>{v.vendorName}</td>
              <td className="amount">{amountOf(v.owed)}</td>
              <td className="amount">{amountOf(v.paid)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t("admin.vendors.payables.total")}</td>
            <td className="amount">{amountOf(payables.owed)}</td>
            <td className="amount">{amountOf(payables.paid)}</td>
          </tr>
        </tfoot>
      </table>
    </Table>
  );
}
