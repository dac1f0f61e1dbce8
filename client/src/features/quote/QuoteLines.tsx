import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { formatPaise, paiseOfText } from "../../app/money";

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
  taxable: string;
  cgst: string;
  sgst: string;
  passThrough: string;
  total: string;
  advance: string;
  lines: QuoteLineView[];
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th {
    font-weight: 600;
  }
  tfoot tr.total th,
  tfoot tr.total td {
    font-size: 1.15rem;
    color: ${(p) => p.theme.color.maroonDark};
    border-bottom: 0;
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** A quote's lines and totals, exactly as the server computed them (the client adds nothing up). */
export function QuoteLines({ q }: { q: QuoteTotalsView }) {
  const { t } = useTranslation();
  const half = q.gstRate / 2;
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
        <tr>
          <th>{t("quote.cgst", { rate: half })}</th>
          <td className="num">{formatPaise(paiseOfText(q.cgst))}</td>
        </tr>
        <tr>
          <th>{t("quote.sgst", { rate: half })}</th>
          <td className="num">{formatPaise(paiseOfText(q.sgst))}</td>
        </tr>
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
