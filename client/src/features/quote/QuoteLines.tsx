import { useTranslation } from "../../i18n";
import { formatPaise, paiseOfText } from "../../app/money";
import { Table } from "./QuoteLines.styles";

export interface QuoteLineView {
  position: number;
  kind: string;
  label: string;
  quantity: number;
  unit?: string | null;
  amount?: string | null;
  atActuals: boolean;
}
export interface QuoteTotalsView {
  gstRate: number;
  /** CGST + SGST (true) or IGST (false), as the invoice will carry them. */
  intraState: boolean;
  /** The recipient pays the tax on reverse charge: the heads are shown, not charged (not in `total`). */
  reverseCharge: boolean;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  passThrough: string;
  total: string;
  advance: string;
  lines: QuoteLineView[];
}

/** The GST heads the invoice will carry (CGST and SGST at half the rate each, or IGST), as the server computed them. */
function TaxRows({ q }: { q: QuoteTotalsView }) {
  const { t } = useTranslation();
  const half = q.gstRate / 2;
  const heads = q.intraState
    ? [
        { key: "cgst", label: t("quote.cgst", { rate: half }), amount: q.cgst },
        { key: "sgst", label: t("quote.sgst", { rate: half }), amount: q.sgst },
      ]
    : [{ key: "igst", label: t("quote.igst", { rate: q.gstRate }), amount: q.igst }];
  return (
    <>
      {heads.map((h) => (
        <tr key={h.key} className={q.reverseCharge ? "not-charged" : undefined}>
          <th>{h.label}</th>
          <td className="num">{formatPaise(paiseOfText(h.amount))}</td>
        </tr>
      ))}
      {q.reverseCharge && (
        <tr className="reverse-charge">
          <td colSpan={2}>{t("quote.reverseChargeNote")}</td>
        </tr>
      )}
    </>
  );
}

/**
 * A quote's lines and totals, exactly as the server computed them (the client adds nothing up): on reverse charge
 * the heads are shown but not charged, and the server's `total` leaves them out.
 */
export function QuoteLines({ q }: { q: QuoteTotalsView }) {
  const { t } = useTranslation();
  return (
    <Table>
      <thead>
        <tr>
          <th>{t("quote.item")}</th>
          <th className="num">{t("quote.amount")}</th>
        </tr>
      </thead>
      <tbody>
        {q.lines.map((l) => (
          <tr key={l.position}>
            <td>
              {t(`quote.kinds.${l.kind}`)}
              <br />
              <small>
                {l.label}
                {!l.atActuals && l.unit != null && ` · ${l.quantity} × ${formatPaise(paiseOfText(l.unit))}`}
              </small>
            </td>
            <td className="num">
              {l.atActuals || l.amount == null ? t("quote.atActuals") : formatPaise(paiseOfText(l.amount))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{t("quote.taxable")}</th>
          <td className="num">{formatPaise(paiseOfText(q.taxable))}</td>
        </tr>
        <TaxRows q={q} />
        {q.passThrough !== "0.00" && (
          <tr>
            <th>{t("quote.passThrough")}</th>
            <td className="num">{formatPaise(paiseOfText(q.passThrough))}</td>
          </tr>
        )}
        <tr className="total">
          <th>{t("quote.total")}</th>
          <td className="num">{formatPaise(paiseOfText(q.total))}</td>
        </tr>
        <tr>
          <th>{t("quote.advanceDue")}</th>
          <td className="num">{formatPaise(paiseOfText(q.advance))}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
