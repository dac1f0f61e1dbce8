import type { FormEvent } from "react";
import { parseRupees } from "../../app/money";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { FieldWrap } from "../../ui/Field";
import { telHref, useSettings } from "../shell/useSettings";
import { Alert, Box } from "./driver.styles";
import type { DriverTrip } from "./useDriverTrip";

/** After too many wrong codes: no form, only the office to call (staff close the trip from the booking's View). */
function CallTheOffice() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const phone = settings?.bookingPhones[0];
  return (
    <Box>
      <h2>{t("driverPage.close")}</h2>
      <Alert role="alert">{t("driverPage.locked")}</Alert>
      {phone && <a href={telHref(phone)}>{t("driverPage.callOffice", { phone })}</a>}
    </Box>
  );
}

/** While the trip runs: its close, with the closing km, the amount collected and the customer's code. */
export function CloseStep({ driver }: { driver: DriverTrip }) {
  const { t } = useTranslation();
  const { trip, state, busy, say, close, message, messageAbout } = driver;
  if (!trip || state !== "started") return null;
  if (trip.codeAttemptsLeft <= 0) return <CallTheOffice />;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const collected = parseRupees(String(f.get("amountCollected") || "0"));
    if (collected === null) return say(t("driverPage.amountInvalid"), "close");
    void close(Number(f.get("closingKm")), collected, String(f.get("code") ?? ""));
  };
  return (
    <Box aria-live="polite">
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
        {message && messageAbout === "close" && <Alert role="alert">{message}</Alert>}
        <Button type="submit" $block disabled={busy}>
          {t("driverPage.closeTrip")}
        </Button>
      </form>
    </Box>
  );
}
