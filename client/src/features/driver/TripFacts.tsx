import { formatPaise, paiseOfInt } from "../../app/money";
import { downloads } from "../../app/urls";
import { formatDate, useTranslation, type Language } from "../../i18n";
import { Box } from "./driver.styles";
import type { Trip } from "./useDriverTrip";

export const mapsLink = (place: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;

/** A fact of the slip, when the trip has it. */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The duty slip: when and where to report, the customer to call, the bus, the office's notes, what to collect; its PDF. */
export function TripFacts({ trip, token, language }: { trip: Trip; token: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <Box aria-label={t("driverPage.slip")}>
      <dl>
        <dt>{t("driverPage.reporting")}</dt>
        <dd>{formatDate(trip.departureDate)}</dd>
        <Fact label={t("driverPage.reportingTime")} value={trip.reportingTime} />
        <dt>{t("driverPage.place")}</dt>
        <dd>
          {trip.pickupLocation} · <a href={mapsLink(trip.pickupLocation)}>{t("driverPage.directions")}</a>
        </dd>
        <dt>{t("driverPage.returns")}</dt>
        <dd>{formatDate(trip.returnDate)}</dd>
        <dt>{t("driverPage.customer")}</dt>
        <dd>
          {trip.customerName} ·{" "}
          <a href={`tel:${trip.customerPhone.replace(/[^\d+]/g, "")}`}>
            {t("driverPage.call", { phone: trip.customerPhone })}
          </a>
        </dd>
        <dt>{t("driverPage.passengers")}</dt>
        <dd>{trip.passengers ?? t("driverPage.notSpecified")}</dd>
        <Fact label={t("driverPage.bus")} value={trip.busName} />
        <Fact label={t("driverPage.registration")} value={trip.registrationNumber} />
        <Fact label={t("driverPage.notes")} value={trip.notes} />
        {trip.amountToCollectPaise !== null && trip.amountToCollectPaise !== undefined && (
          <>
            <dt>{t("driverPage.collect")}</dt>
            <dd>
              <strong>{formatPaise(paiseOfInt(trip.amountToCollectPaise))}</strong>
            </dd>
          </>
        )}
      </dl>
      <a href={downloads.dutySlipByLink(token, language)} download>
        {t("driverPage.downloadSlip")}
      </a>
    </Box>
  );
}
