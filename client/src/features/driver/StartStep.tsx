import type { FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { FieldWrap } from "../../ui/Field";
import { Alert, Box, Status } from "./driver.styles";
import type { DriverTrip } from "./useDriverTrip";

/** The trip's state and the page's message; before the start, the opening km; after it, the km recorded. */
export function StartStep({ driver }: { driver: DriverTrip }) {
  const { t } = useTranslation();
  const { trip, state, message, messageAbout, busy, start } = driver;
  if (!trip) return null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void start(Number(new FormData(e.currentTarget).get("openingKm")));
  };
  return (
    <Box aria-live="polite">
      <Status>{t(`driverPage.state.${state}`)}</Status>
      {message && messageAbout !== "close" && <Alert role="alert">{message}</Alert>}
      {state === "notStarted" && (
        <form onSubmit={submit}>
          <FieldWrap>
            <label htmlFor="openingKm">{t("driverPage.openingKm")}</label>
            <input id="openingKm" name="openingKm" inputMode="numeric" pattern="[0-9]*" required />
          </FieldWrap>
          <Button type="submit" $block disabled={busy}>
            {t("driverPage.start")}
          </Button>
        </form>
      )}
      {state !== "notStarted" && <p>{t("driverPage.openedAt", { km: trip.openingKm ?? 0 })}</p>}
      {state === "closed" && (
        <p>{t("driverPage.closedSummary", { km: trip.closingKm ?? 0, actual: trip.actualKm ?? 0 })}</p>
      )}
    </Box>
  );
}
