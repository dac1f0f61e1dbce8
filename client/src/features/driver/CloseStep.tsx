import type { FormEvent } from "react";
import { parseRupees } from "../../app/money";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { FieldWrap } from "../../ui/Field";
import { Box } from "./driver.styles";
import type { DriverTrip } from "./useDriverTrip";

/** While the trip runs: its close, with the closing km, the amount collected and the customer's code. */
export function CloseStep({ driver }: { driver: DriverTrip }) {
  const { t } = useTranslation();
  const { trip, state, busy, say, close } = driver;
  if (!trip || state !== "started") return null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const collected = parseRupees(String(f.get("amountCollected") || "0"));
    if (collected === null) return say(t("driverPage.amountInvalid"));
    void close(Number(f.get("closingKm")), collected, String(f.get("code") ?? ""));
  };
  return (
    <Box>
      <h2>{t("driverPage.close")}</h2>
      <form onSubmit={submit}>
        <FieldWrap>
          <label htmlFor="closingKm">{t("driverPage.closingKm")}</label>
          <input id="closingKm" name="closingKm" inputMode="numeric" pattern="[0-9]*" required />
        </FieldWrap>
        <FieldWrap>
          <label htmlFor="amountCollected">{t("driverPage.amountCollected")}</label>
          <input id="amountCollected" name="amountCollected" inputMode="decimal" defaultValue="0" />
        </FieldWrap>
        <FieldWrap>
          <label htmlFor="code">{t("driverPage.code")}</label>
          <input id="code" name="code" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} required />
        </FieldWrap>
        <p>{t("driverPage.codeHint", { left: trip.codeAttemptsLeft })}</p>
        <Button type="submit" $block disabled={busy}>
          {t("driverPage.closeTrip")}
        </Button>
      </form>
    </Box>
  );
}
