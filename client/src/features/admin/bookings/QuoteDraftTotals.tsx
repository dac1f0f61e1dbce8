import { formatPaise, type Paise } from "../../../app/money";
import type { StaffQuoteFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { FieldHint } from "../../../ui/Field";
import { TotalsBlock, TotalsList } from "./QuoteBuilder.styles";
import { draftDiscount, draftTotals, type LineDraft } from "./quote-draft";

type Treatment = Pick<StaffQuoteFieldsFragment, "gstRate" | "intraState" | "reverseCharge" | "placeOfSupply">;

/**
 * The Draft's subtotal, discount, taxable value, GST heads, total and advance, live as staff type, with the server's
 * arithmetic under the heads the server decided for this supply (the place of supply, reverse charge: then the tax
 * is the customer's to pay and not in the total). Saving gives these figures to the paisa.
 */
export function QuoteDraftTotals({
  q,
  lines,
  advancePercent,
}: {
  q: Treatment;
  lines: readonly LineDraft[];
  advancePercent: string;
}) {
  const { t } = useTranslation();
  const totals = draftTotals(lines, { rate: q.gstRate, ...q }, advancePercent);
  const parts = [
    q.intraState
      ? t("admin.quotes.heads.intra", { half: q.gstRate / 2 })
      : t("admin.quotes.heads.inter", { rate: q.gstRate }),
    ...(q.placeOfSupply ? [t("admin.quotes.placeOfSupply", { code: q.placeOfSupply })] : []),
    ...(q.reverseCharge ? [t("admin.quotes.reverseCharge")] : []),
  ];
  const discount = draftDiscount(lines);
  const row = (label: string, paise: Paise, grand = false) => (
    <div key={label} style={{ display: "contents" }}>
      <dt className={grand ? "grand" : undefined}>{label}</dt>
      <dd className={grand ? "grand" : undefined}>{formatPaise(paise)}</dd>
    </div>
  );
  const half = q.gstRate / 2;
  return (
    <TotalsBlock aria-label={t("admin.quotes.totals")}>
      {totals ? (
        <TotalsList>
          {discount > 0 && row(t("admin.quotes.subtotal"), (totals.taxablePaise + discount) as Paise)}
          {discount > 0 && row(t("admin.quotes.discount"), -discount as Paise)}
          {row(t("admin.quotes.taxable"), totals.taxablePaise)}
          {q.intraState
            ? [
                row(t("admin.quotes.cgst", { rate: half }), totals.cgstPaise),
                row(t("admin.quotes.sgst", { rate: half }), totals.sgstPaise),
              ]
            : row(t("admin.quotes.igst", { rate: q.gstRate }), totals.igstPaise)}
          {totals.nonTaxablePaise !== 0 && row(t("admin.quotes.passThrough"), totals.nonTaxablePaise)}
          {row(t("admin.quotes.total"), totals.totalPaise, true)}
          {row(t("admin.quotes.advance", { percent: advancePercent.trim() || "0" }), totals.advancePaise)}
        </TotalsList>
      ) : (
        <p role="status">{t("admin.quotes.totalsPending")}</p>
      )}
      <FieldHint>{t("admin.quotes.gstLine", { parts: parts.join(" · ") })}</FieldHint>
    </TotalsBlock>
  );
}
