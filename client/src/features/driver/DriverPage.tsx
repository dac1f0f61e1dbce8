import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { serverMessage } from "../../app/errors";
import { driverPage } from "../../app/urls";
import { currentLanguage, useTranslation, type Language } from "../../i18n";
import { CloseStep } from "./CloseStep";
import { Alert, Page } from "./driver.styles";
import { ExpensesStep } from "./ExpensesStep";
import { SharePosition } from "./SharePosition";
import { StartStep } from "./StartStep";
import { StopsStep } from "./StopsStep";
import { TripFacts } from "./TripFacts";
import { useDriverTrip } from "./useDriverTrip";

/**
 * Hindi: the self-hosted Devanagari font is loaded before any Hindi text is drawn. It is `font-display: optional`,
 * so a face first used before it has loaded stays in the fallback for the page's life, and a phone without a
 * Devanagari system font shows empty boxes. True once both faces are there (at once on an English page).
 */
function useDevanagariReady(): boolean {
  const [ready, setReady] = useState(() => currentLanguage() !== "hi");
  useEffect(() => {
    if (ready) return;
    // Both faces: regular (100-500) and bold (600-900).
    const faces = ["400", "700"].map((w) => document.fonts.load(`${w} 1em "Noto Sans Devanagari"`, "क"));
    void Promise.all(faces)
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [ready]);
  return ready;
}

/** The driver's page (`/d/<token>`): the duty slip, and the trip's steps, in the driver's language. */
export default function DriverPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const driver = useDriverTrip(token);
  const { trip, loading, error } = driver;
  const fontReady = useDevanagariReady();
  const language: Language = trip?.language === "hi" ? "hi" : "en";

  // The page speaks the driver's language.
  useEffect(() => {
    if (trip && trip.language !== currentLanguage()) window.location.replace(driverPage(token, language));
  }, [trip, token, language]);

  if (!fontReady) return <Page aria-busy="true" />;
  if (loading && !trip) return <Page aria-busy="true">{t("driverPage.loading")}</Page>;
  if (!trip)
    return (
      <Page>
        <h1>{t("driverPage.title")}</h1>
        <Alert role="alert">{serverMessage(error, t("driverPage.failed"))}</Alert>
      </Page>
    );
  return (
    <Page>
      <h1>
        {t("driverPage.title")} {trip.reference}
      </h1>
      <p>{t("driverPage.hello", { name: trip.driverName })}</p>
      <TripFacts trip={trip} token={token} language={language} />
      <StopsStep driver={driver} />
      <StartStep driver={driver} />
      <SharePosition token={token} started={driver.state === "started"} />
      <ExpensesStep driver={driver} />
      <CloseStep driver={driver} />
    </Page>
  );
}
