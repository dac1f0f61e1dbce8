import { formatDate, useTranslation } from "../../i18n";
import { Card } from "../../ui/Page";
import type { CustomerQuoteQuery } from "../../gql/graphql";

/** The trip the quote prices: pickup, the plan's stops (or the destination), dates, group and bus. */
export function QuoteTripCard({ q }: { q: NonNullable<CustomerQuoteQuery["quote"]> }) {
  const { t, i18n } = useTranslation();
  const trip = q.trip;
  const stops = trip.plan?.stops ?? [{ place: trip.destination, day: 1, nightHalt: false }];
  return (
    <Card>
      <h2>{t("quote.trip")}</h2>
      <ol className="route">
        <li>{trip.pickupLocation}</li>
        {stops.map((s, i) => (
          <li key={i}>
            {s.place} <small>{t("quote.day", { day: s.day })}</small>
            {s.nightHalt && <small> · {t("quote.nightHalt")}</small>}
          </li>
        ))}
      </ol>
      <dl>
        <dt>{t("quote.tripType")}</dt>
        <dd>{t(`quote.tripTypes.${trip.plan?.tripType ?? "round-trip"}`)}</dd>
        <dt>{t("quote.departure")}</dt>
        <dd>
          {formatDate(trip.departureDate, i18n.language)} · {t("quote.days", { count: trip.days })}
        </dd>
        {trip.passengers != null && (
          <>
            <dt>{t("quote.passengers")}</dt>
            <dd>{trip.passengers}</dd>
          </>
        )}
        <dt>{t("quote.bus")}</dt>
        <dd>{trip.busName ?? "—"}</dd>
        <dt>{t("quote.validUntil")}</dt>
        <dd>{formatDate(q.validUntil, i18n.language)}</dd>
      </dl>
    </Card>
  );
}
