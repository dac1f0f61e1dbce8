import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useTranslation } from "../../../i18n";
import { BookingChanged } from "../bookings/bookings.documents";
import { DriverAssignForm } from "./DriverAssignForm";
import { DriverLinks } from "./DriverLinks";
import { BookingDriversQuery } from "./drivers.documents";
import { DutySlip } from "./DutySlip";
import { useControls } from "../useControls";
import { TripProgress } from "./TripProgress";

/** On a Confirmed booking's View: who drives it (one or two drivers), their links, and what they recorded. */
export function BookingDrivers({ bookingId, reference }: { bookingId: string; reference: string }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const { data, refetch } = useQuery(BookingDriversQuery, {
    // The drivers' links are for staff who may send them (drivers.write); the others read who drives.
    variables: { id: bookingId, withLinks: may("driverLinks") },
    fetchPolicy: "network-only",
  });
  const client = useApolloClient();
  // Each step the driver records shows here at once, and in the View's history.
  useSubscription(BookingChanged, {
    onData: ({ data: ev }) => {
      if (ev.data?.bookingChanged?.bookingId !== bookingId) return;
      void refetch();
      void client.refetchQueries({ include: ["AdminBookingHistory"] });
    },
  });
  const current = data?.booking.drivers ?? [];
  const trip = data?.booking.trip;
  return (
    <section aria-label={t("admin.drivers.assignment")}>
      <h3>{t("admin.drivers.assignment")}</h3>
      <DriverLinks reference={reference} assignments={current} onChange={refetch} />
      {trip && <TripProgress bookingId={bookingId} trip={trip} onChange={refetch} />}
      {may("assignDrivers") && (
        <DriverAssignForm
          bookingId={bookingId}
          current={[current[0]?.driver.id ?? "", current[1]?.driver.id ?? ""]}
          drivers={(data?.drivers ?? []).filter((d) => d.active)}
          onChange={refetch}
        />
      )}
      {data?.booking.duty && (
        <DutySlip
          bookingId={bookingId}
          reference={reference}
          duty={data.booking.duty}
          charges={data.booking.tripCharges}
          onChange={refetch}
        />
      )}
    </section>
  );
}
