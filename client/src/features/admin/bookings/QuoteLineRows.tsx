import { formatPaise } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { TextButton } from "../../../ui/Actions";
import { Button } from "../../../ui/Button";
import { LinesTable } from "./QuoteBuilder.styles";
import { LINE_KINDS, PASS_THROUGH, draftAmount, type LineDraft } from "./quote-draft";

export type { LineDraft } from "./quote-draft";

/**
 * The Draft's lines as a table: item (its kind, by name), description, quantity, rate, and the amount each line
 * comes to as staff type (the server's arithmetic); tolls, parking and permits may be at actuals.
 */
export function QuoteLineRows({ lines, onChange }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const head = (key: string) => t(`admin.quotes.columns.${key}`);
  return (
    <>
      <LinesTable>
        <colgroup>
          {["item", "description", "quantity", "rate", "amount", "actions"].map((c) => (
            <col key={c} className={c} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{head("item")}</th>
            <th scope="col">{head("description")}</th>
            <th scope="col" className="num">
              {head("quantity")}
            </th>
            <th scope="col" className="num">
              {head("rate")}
            </th>
            <th scope="col" className="num">
              {head("amount")}
            </th>
            <th scope="col">
              <span className="visually-hidden">{head("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const n = i + 1;
            const amount = draftAmount(l);
            const extra = PASS_THROUGH.includes(l.kind);
            return (
              <tr key={i}>
                <td data-label={head("item")}>
                  <select
                    aria-label={t("admin.quotes.kind", { number: n })}
                    value={l.kind}
                    onChange={(e) => set(i, { kind: e.target.value, atActuals: false })}
                  >
                    {LINE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`admin.quotes.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={head("description")} className="wide">
                  <input
                    aria-label={t("admin.quotes.label", { number: n })}
                    value={l.label}
                    onChange={(e) => set(i, { label: e.target.value })}
                  />
                </td>
                <td data-label={head("quantity")} className="num">
                  <input
                    aria-label={t("admin.quotes.quantity", { number: n })}
                    inputMode="numeric"
                    value={l.atActuals ? "" : l.quantity}
                    disabled={l.atActuals}
                    onChange={(e) => set(i, { quantity: e.target.value })}
                  />
                </td>
                <td data-label={head("rate")} className="num">
                  <input
                    aria-label={t("admin.quotes.unit", { number: n })}
                    inputMode="decimal"
                    value={l.atActuals ? "" : l.unit}
                    disabled={l.atActuals}
                    onChange={(e) => set(i, { unit: e.target.value })}
                  />
                  {extra && (
                    <label>
                      <input
                        type="checkbox"
                        checked={l.atActuals}
                        onChange={(e) => set(i, { atActuals: e.target.checked })}
                      />
                      {t("admin.quotes.atActuals")}
                    </label>
                  )}
                </td>
                <td data-label={head("amount")} className="num amount">
                  {amount === null ? t("admin.quotes.atActuals") : amount === undefined ? "—" : formatPaise(amount)}
                </td>
                <td className="remove">
                  <TextButton
                    type="button"
                    aria-label={t("admin.quotes.removeLine", { number: n })}
                    onClick={() => onChange(lines.filter((_, j) => j !== i))}
                  >
                    {t("admin.quotes.remove")}
                  </TextButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </LinesTable>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => onChange([...lines, { kind: "other", label: "", quantity: "1", unit: "", atActuals: false }])}
      >
        {t("admin.quotes.addLine")}
      </Button>
    </>
  );
}
