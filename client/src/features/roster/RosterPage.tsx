import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { serverMessage } from "../../app/errors";
import { pathInLanguage, useTranslation } from "../../i18n";
import { Alert, Page } from "../driver/driver.styles";
import { DriverRosterQuery } from "./roster.documents";
import { RosterDuty } from "./RosterDuty";
import { useDevanagariReady } from "./useDevanagariReady";

/**
 * The driver's roster (`/roster/<token>`, `/hi/roster/<token>`): their coming duties, phone-first, in Hindi or
 * English, each opening the trip's own page once its window opens. A withdrawn link says it is no longer valid.
 */
export default function RosterPage() {
  const { t, i18n } = useTranslation();
  const { token = "" } = useParams();
  const { data, loading, error } = useQuery(DriverRosterQuery, { variables: { token }, fetchPolicy: "network-only" });
  const fontReady = useDevanagariReady();
  const other = i18n.language === "hi" ? "en" : "hi";
  const switchLink = (
    <p>
      <a href={pathInLanguage(`/roster/${encodeURIComponent(token)}`, other)} lang={other}>
        {t("rosterPage.otherLanguage")}
      </a>
    </p>
  );
  if (!fontReady) return <Page aria-busy="true" />;
  const roster = data?.driverRoster;
  if (loading && !roster) return <Page aria-busy="true">{t("rosterPage.loading")}</Page>;
  if (!roster)
    return (
      <Page>
        <h1>{t("rosterPage.title")}</h1>
        <Alert role="alert">{serverMessage(error, t("rosterPage.failed"))}</Alert>
        {switchLink}
      </Page>
    );
  return (
    <Page>
      <h1>{t("rosterPage.title")}</h1>
      <p>{t("rosterPage.hello", { name: roster.driverName })}</p>
      {switchLink}
      {roster.duties.length === 0 && <p>{t("rosterPage.none")}</p>}
      {roster.duties.map((d) => (
        <RosterDuty key={d.reference} duty={d} />
      ))}
    </Page>
  );
}
