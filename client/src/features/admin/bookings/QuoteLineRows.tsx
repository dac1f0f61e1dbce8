import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";

export const LINE_KINDS = ["km", "driver", "night-halt", "toll", "parking", "permit", "discount", "other"] as const;
const EXTRAS: readonly string[] = ["toll", "parking", "permit"];

export interface LineDraft {
  kind: string;
  label: string;
  quantity: string;
  unit: string;
  atActuals: boolean;
}

/** The Draft's lines as editable rows (kind, description, quantity, ₹ per unit, at actuals); the server computes the amounts. */
export function QuoteLineRows({ lines, onChange }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div className="quote-lines">
      {lines.map((l, i) => {
        const n = i + 1;
        return (
          <fieldset key={i} className="quote-line">
            <legend>{t("admin.quotes.line", { number: n })}</legend>
            <select
              aria-label={t("admin.quotes.kind", { number: n })}
              value={l.kind}
              onChange={(e) => set(i, { kind: e.target.value })}
            >
              {LINE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
            <input
              aria-label={t("admin.quotes.label", { number: n })}
              value={l.label}
              onChange={(e) => set(i, { label: e.target.value })}
            />
            <input
              aria-label={t("admin.quotes.quantity", { number: n })}
              inputMode="numeric"
              value={l.quantity}
              disabled={l.atActuals}
              onChange={(e) => set(i, { quantity: e.target.value })}
            />
            <input
              aria-label={t("admin.quotes.unit", { number: n })}
              inputMode="decimal"
              value={l.unit}
              disabled={l.atActuals}
              onChange={(e) => set(i, { unit: e.target.value })}
            />
            {EXTRAS.includes(l.kind) && (
              <label>
                <input
                  type="checkbox"
                  checked={l.atActuals}
                  onChange={(e) => set(i, { atActuals: e.target.checked })}
                />{" "}
                {t("admin.quotes.atActuals")}
              </label>
            )}
            <Button type="button" $variant="secondary" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
              {t("admin.quotes.removeLine", { number: n })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        $variant="secondary"
        onClick={() => onChange([...lines, { kind: "other", label: "", quantity: "1", unit: "", atActuals: false }])}
      >
        {t("admin.quotes.addLine")}
      </Button>
    </div>
  );
}
