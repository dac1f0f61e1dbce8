import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { Checkbox } from "../../../ui/Checkbox";
import { ErrorText, FieldWrap } from "../../../ui/Field";
import { Hint } from "../../../ui/Layout";
import { Panel } from "../../../ui/Panel";
import { useControls } from "../useControls";
import { MarkPaidDialog } from "./MarkPaidDialog";
import { PayableSums } from "./PayableSums";
import { PayablesTable } from "./PayablesTable";
import { useVendorPayables, type Payable } from "./useVendorPayables";
import type { VendorData } from "./useVendors";
import { Filters } from "./vendors.styles";

/**
 * Vendors → Payables (money.read): each vendor's bus on a Confirmed booking with the cost agreed and whether it
 * was paid, one vendor's or all, unpaid only or all; the sums per vendor and in all. Staff with money.write mark
 * one paid with the payment's reference.
 */
export function VendorPayables({ vendors }: { vendors: readonly Pick<VendorData, "id" | "name">[] }) {
  const { t } = useTranslation();
  const [vendorId, setVendorId] = useState("");
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  const [paying, setPaying] = useState<Payable | null>(null);
  const { payables, error } = useVendorPayables(vendorId, unpaidOnly);
  const mayPay = useControls().may("payVendors");
  return (
    <Panel aria-labelledby="vendor-payables-title">
      <h2 id="vendor-payables-title">{t("admin.vendors.payables.title")}</h2>
      <Hint $flush>{t("admin.vendors.payables.help")}</Hint>
      <Filters>
        <FieldWrap>
          <label htmlFor="vendor-payables-vendor">{t("admin.vendors.payables.vendor")}</label>
          <select id="vendor-payables-vendor" value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
            <option value="">{t("admin.vendors.payables.allVendors")}</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </FieldWrap>
        <Checkbox
          label={t("admin.vendors.payables.unpaidOnly")}
          checked={unpaidOnly}
          onChange={(e) => setUnpaidOnly(e.target.checked)}
        />
      </Filters>
      {error && <ErrorText role="alert">{t("admin.vendors.payables.fetchFailed")}</ErrorText>}
      {payables && payables.rows.length === 0 && <p>{t("admin.vendors.payables.none")}</p>}
      {payables && payables.rows.length > 0 && (
        <>
          <PayablesTable rows={payables.rows} onPay={mayPay ? setPaying : undefined} />
          <h3>{t("admin.vendors.payables.sums")}</h3>
          <PayableSums payables={payables} />
        </>
      )}
      <MarkPaidDialog payable={paying} onClose={() => setPaying(null)} />
    </Panel>
  );
}
