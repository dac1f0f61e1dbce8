import { groupedRupees, paiseOfText } from "../../../app/money";
import type { StaffQuoteFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { FieldHint } from "../../../ui/Field";

type DraftTotals = Pick<
  StaffQuoteFieldsFragment,
  "total" | "advance" | "gstRate" | "intraState" | "reverseCharge" | "placeOfSupply"
>;

/**
 * A Draft's totals as last saved, and the GST its invoice will carry, as the server decided it (the heads, the
 * place of supply, reverse charge: then the tax is the customer's to pay and not in the total).
 */
export function QuoteDraftTotals({ q }: { q: DraftTotals }) {
  const { t } = useTranslation();
  const parts = [
    q.intraState
      ? t("admin.quotes.heads.intra", { half: q.gstRate / 2 })
      : t("admin.quotes.heads.inter", { rate: q.gstRate }),
    ...(q.placeOfSupply ? [t("admin.quotes.placeOfSupply", { code: q.placeOfSupply })] : []),
    ...(q.reverseCharge ? [t("admin.quotes.reverseCharge")] : []),
  ];
  return (
    <p>
      {t("admin.quotes.totalNow", {
        total: groupedRupees(paiseOfText(q.total)),
        advance: groupedRupees(paiseOfText(q.advance)),
      })}
      <FieldHint>{t("admin.quotes.gstLine", { parts: parts.join(" · ") })}</FieldHint>
    </p>
  );
}
