import { formatDate, formatNumber, useTranslation } from "../../i18n";
import type { BookingDetailQuery } from "../../gql/graphql";
import { InfoCard } from "../../ui/Layout";
import { StatusBadge } from "./StatusBadge";

type Booking = NonNullable<BookingDetailQuery["booking"]>;

/**
 * The trip: pickup, destination, departure, duration, distance, bus (and, for a group in several buses, each
 * bus: "3 buses: Volvo 45 · 45 seats, …"), status and notes.
 */
export function DetailTrip({ b }: { b: Booking }) {
  const { t } = useTranslation();
  return (
    <InfoCard>
      <h2>{t("detail.trip")}</h2>
      <dl>
        <dt>{t("detail.pickup")}</dt>
        <dd>{b.pickupLocation}</dd>
        <dt>{t("detail.destination")}</dt>
        <dd>{b.destination}</dd>
        <dt>{t("detail.departure")}</dt>
        <dd>{formatDate(b.departureDate)}</dd>
        <dt>{t("detail.duration")}</dt>
        <dd>{t("dashboard.days", { count: b.days })}</dd>
        <dt>{t("detail.distance")}</dt>
        <dd>{b.distance == null ? t("common.na") : t("detail.kmValue", { value: formatNumber(b.distance) })}</dd>
        <dt>{t("detail.bus")}</dt>
        <dd>{b.bus?.name ?? t("common.unknown")}</dd>
        {b.vehicles.length > 1 && (
          <>
            <dt>{t("detail.buses")}</dt>
            <dd>
              {t("detail.vehicles", {
                count: b.vehicles.length,
                list: b.vehicles
                  .map((v) =>
                    v.busName
                      ? t("detail.vehicleBus", { bus: v.busName, seats: v.seats })
                      : t("detail.vehicleNoBus", { seats: v.seats }),
                  )
                  .join(", "),
              })}
            </dd>
          </>
        )}
        <dt>{t("detail.status")}</dt>
        <dd>
          <StatusBadge $status={b.status}>{t(`dashboard.statusLabels.${b.status}`)}</StatusBadge>
        </dd>
        {b.notes && (
          <>
            <dt>{t("detail.notes")}</dt>
            <dd>{b.notes}</dd>
          </>
        )}
      </dl>
    </InfoCard>
  );
}
