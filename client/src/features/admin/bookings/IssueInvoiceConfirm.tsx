import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { formatPaise, paiseOfInt } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { Cluster, Hint } from "../../../ui/Layout";
import { InvoicePreview } from "./staffBooking.documents";

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1.25rem;
  margin: 0 0 1rem;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const inr = (paise: number) => formatPaise(paiseOfInt(paise));

/**
 * Before the tax invoice is issued (it cannot be undone): to whom, the taxable value, GST and the total the server
 * would write now (`invoicePreview`, the same rule as issuing). Only "Issue invoice" here issues it.
 */
export function IssueInvoiceConfirm(props: {
  bookingId: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { bookingId, open, busy, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const { data } = useQuery(InvoicePreview, { variables: { bookingId }, skip: !open, fetchPolicy: "network-only" });
  const p = data?.invoicePreview;
  return (
    <Dialog open={open} onClose={onCancel} title={t("admin.tax.confirmTitle")} closeLabel={t("common.close")}>
      {p && (
        <>
          <Figures>
            <dt>{t("admin.tax.confirmTo")}</dt>
            <dd>
              {p.recipient}
              {p.gstin && ` (GSTIN ${p.gstin})`}
            </dd>
            <dt>{t("admin.tax.confirmTaxable")}</dt>
            <dd>{inr(p.taxablePaise)}</dd>
            {p.nonTaxablePaise > 0 && (
              <>
                <dt>{t("admin.tax.confirmAtCost")}</dt>
                <dd>{inr(p.nonTaxablePaise)}</dd>
              </>
            )}
            <dt>{t(p.reverseCharge ? "admin.tax.confirmReverse" : "admin.tax.confirmGst")}</dt>
            <dd>
              {p.igstPaise > 0 ? `IGST ${inr(p.igstPaise)}` : `CGST ${inr(p.cgstPaise)} + SGST ${inr(p.sgstPaise)}`}
            </dd>
            <dt>
              <strong>{t("admin.tax.confirmTotal")}</strong>
            </dt>
            <dd>
              <strong>{inr(p.totalPaise)}</strong>
            </dd>
          </Figures>
          <Hint>{t("admin.tax.confirmText")}</Hint>
          <Cluster $gap="0.75rem">
            <Button type="button" disabled={busy} onClick={onConfirm}>
              {t("admin.tax.confirmIssue")}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t("admin.tax.confirmCancel")}
            </Button>
          </Cluster>
        </>
      )}
    </Dialog>
  );
}
