import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useTranslation } from "../../../i18n";
import { BookingChanged } from "../bookings/bookings.documents";
import { DriverAssignForm } from "./DriverAssignForm";
import { DriverLinks } from "./DriverLinks";
import { BookingDriversQuery } from "./drivers.documents";
import { DutySlip } from "./DutySlip";
import { useControls } from "../useControls";
import { TripProgress } from "./TripProgress";
import { VehicleDrivers } from "./VehicleDrivers";

/**
 * On a Confirmed booking's View: who drives it (one or two drivers; per vehicle when it has several), their links,
 * and what they recorded.
 */
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
  const active = (data?.drivers ?? []).filter((d) => d.active);
  // A booking of several vehicles: one section per vehicle, each with its own drivers.
  const vehicles = data?.booking.vehicles ?? [];
  const several = vehicles.length > 1;
  return (
    <section aria-label={t("admin.drivers.assignment")}>
      <h3>{t("admin.drivers.assignment")}</h3>
      {several &&
        vehicles.map((v) => (
          <VehicleDrivers
            key={v.id}
            bookingId={bookingId}
            reference={reference}
            vehicle={v}
            assignments={current.filter((a) => a.vehicleId === v.id)}
            drivers={active}
            onChange={refetch}
          />
        ))}
      {!several && <DriverLinks reference={reference} assignments={current} onChange={refetch} />}
      {trip && <TripProgress bookingId={bookingId} trip={trip} onChange={refetch} />}
      {!several && may("assignDrivers") && (
        <DriverAssignForm
          bookingId={bookingId}
          current={[current[0]?.driver.id ?? "", current[1]?.driver.id ?? ""]}
          drivers={active}
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
