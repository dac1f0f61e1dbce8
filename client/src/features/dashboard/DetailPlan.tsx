import styled from "styled-components";
import { useTranslation } from "../../i18n";
import type { BookingDetailQuery } from "../../gql/graphql";
import { InfoCard } from "../../ui/Layout";

type Booking = NonNullable<BookingDetailQuery["booking"]>;

const Stops = styled.ol`
  margin: 0;
  padding-left: 1.3rem;
  display: grid;
  gap: 0.45rem;
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * The trip plan, as the driver's duty slip has it: the pickup, each stop on its day (its time, its night halt), and
 * the way back to the pickup on the last day unless the trip is one-way. A booking without a plan is a round trip
 * to its destination.
 */
export function DetailPlan({ b }: { b: Booking }) {
  const { t } = useTranslation();
  const plan = b.tripPlan;
  const tripType = plan?.tripType ?? "round-trip";
  const stops = plan?.stops.length ? plan.stops : [{ place: b.destination, day: 1, time: null, nightHalt: false }];
  const when = (day: number, ...more: Array<string | null | false>) =>
    [t("detail.planDay", { day }), ...more].filter(Boolean).join(" · ");
  return (
    <InfoCard as="section" aria-labelledby="trip-plan">
      <h2 id="trip-plan">{t("detail.plan")}</h2>
      <p>{t(`booking.tripTypes.${tripType}`)}</p>
      <Stops>
        <li>
          {b.pickupLocation}
          <small>{when(1, t("detail.planPickup"))}</small>
        </li>
        {stops.map((s, i) => (
          <li key={`${i}:${s.place}`}>
            {s.place}
            <small>{when(s.day, s.time, s.nightHalt && t("detail.nightHalt"))}</small>
          </li>
        ))}
        {tripType !== "one-way" && (
          <li>
            {t("detail.returnTo", { place: b.pickupLocation })}
            <small>{when(b.days)}</small>
          </li>
        )}
      </Stops>
    </InfoCard>
  );
}
