import type { DriverRosterQuery } from "../../gql/graphql";
import { formatDate, useTranslation } from "../../i18n";
import { Box } from "../driver/driver.styles";

type Duty = DriverRosterQuery["driverRoster"]["duties"][number];

/** One duty: the reporting day, time and place, the destination, the coach; its trip page once it opens. */
export function RosterDuty({ duty }: { duty: Duty }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language === "hi" ? "hi" : "en");
  const coach = [duty.busName, duty.registrationNumber].filter(Boolean).join(" · ");
  return (
    <Box aria-label={`${duty.reference} ${date(duty.departureDate)}`}>
      <h2>
        {date(duty.departureDate)} · {duty.reference}
      </h2>
      <dl>
        <dt>{t("rosterPage.reporting")}</dt>
        <dd>{duty.reportingTime ?? t("rosterPage.timeLater")}</dd>
        <dt>{t("rosterPage.place")}</dt>
        <dd>{duty.reportingPlace}</dd>
        <dt>{t("rosterPage.destination")}</dt>
        <dd>{duty.destination}</dd>
        <dt>{t("rosterPage.returns")}</dt>
        <dd>{date(duty.returnDate)}</dd>
        <dt>{t("rosterPage.coach")}</dt>
        <dd>{coach || t("rosterPage.coachLater")}</dd>
        {duty.seat === 2 && (
          <>
            <dt>{t("rosterPage.role")}</dt>
            <dd>{t("rosterPage.second")}</dd>
          </>
        )}
      </dl>
      {duty.tripPath ? (
        <a href={i18n.language === "hi" ? `/hi${duty.tripPath}` : duty.tripPath}>{t("rosterPage.open")}</a>
      ) : (
        <p>{t("rosterPage.opensOn", { date: date(duty.opensOn) })}</p>
      )}
    </Box>
  );
}
