import type { FormEvent } from "react";
import { formatPaise, paiseOfRupees, parseRupees } from "../../app/money";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { FieldWrap } from "../../ui/Field";
import { Box } from "./driver.styles";
import type { DriverTrip } from "./useDriverTrip";

const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const KINDS = ["toll", "parking", "permit"] as const;

/** Tolls, parking and permits once the trip has started: those recorded, and while it runs one more with its receipt. */
export function ExpensesStep({ driver }: { driver: DriverTrip }) {
  const { t } = useTranslation();
  const { trip, state, busy, say, addExpense } = driver;
  if (!trip || state === "notStarted") return null;
  const expenses = trip.steps.filter((s) => s.kind === "expense");
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    const file = fields.get("receipt");
    if (!(file instanceof File) || !file.size) return say(t("driverPage.receiptMissing"));
    if (!file.type.startsWith("image/")) return say(t("driverPage.receiptNotImage"));
    if (file.size >= MAX_RECEIPT_BYTES) return say(t("driverPage.receiptTooLarge"));
    const amount = parseRupees(String(fields.get("amount") ?? ""));
    if (amount === null) return say(t("driverPage.amountInvalid"));
    void addExpense(String(fields.get("kind")), amount, file).then((recorded) => recorded && form.reset());
  };
  return (
    <Box>
      <h2>{t("driverPage.expenses")}</h2>
      {expenses.length > 0 && (
        <ul>
          {expenses.map((x, i) => (
            <li key={i}>
              {t(`driverPage.kind.${x.expenseKind}`)}: {formatPaise(paiseOfRupees(x.amount ?? 0))}
            </li>
          ))}
        </ul>
      )}
      {state === "started" && (
        <form onSubmit={submit}>
          <FieldWrap>
            <label htmlFor="kind">{t("driverPage.expenseKind")}</label>
            <select id="kind" name="kind" defaultValue="toll">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`driverPage.kind.${k}`)}
                </option>
              ))}
            </select>
          </FieldWrap>
          <FieldWrap>
            <label htmlFor="amount">{t("driverPage.amount")}</label>
            <input id="amount" name="amount" inputMode="decimal" required />
          </FieldWrap>
          <FieldWrap>
            <label htmlFor="receipt">{t("driverPage.receipt")}</label>
            <input id="receipt" name="receipt" type="file" accept="image/*" capture="environment" required />
          </FieldWrap>
          <Button type="submit" $variant="secondary" $block disabled={busy}>
            {t("driverPage.addExpense")}
          </Button>
        </form>
      )}
    </Box>
  );
}
