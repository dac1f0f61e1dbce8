import styled from "styled-components";
import type { BookingDriversQuery } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { busText } from "../bookings/vehicle-draft";
import { useControls } from "../useControls";
import { DriverAssignForm } from "./DriverAssignForm";
import { DriverLinks } from "./DriverLinks";

type Booking = BookingDriversQuery["booking"];

/** Who drives one vehicle of a booking with several: its drivers' links and, for staff who assign, its drivers. */
export function VehicleDrivers(props: {
  bookingId: string;
  reference: string;
  vehicle: Booking["vehicles"][number];
  assignments: Booking["drivers"];
  drivers: ReadonlyArray<{ id: string; name: string }>;
  onChange: () => unknown;
}) {
  const { bookingId, reference, vehicle, assignments, drivers, onChange } = props;
  const { t } = useTranslation();
  const { may } = useControls();
  const title = `${t("admin.vehicles.vehicle", { position: vehicle.position })} · ${busText(t, vehicle)}`;
  const seat = (n: number) => assignments.find((a) => a.seat === n)?.driver.id ?? "";
  return (
    <Part aria-label={title}>
      <h4>{title}</h4>
      <DriverLinks reference={reference} assignments={assignments} onChange={onChange} />
      {may("assignDrivers") && (
        <DriverAssignForm
          bookingId={bookingId}
          vehicleId={vehicle.id}
          current={[seat(1), seat(2)]}
          drivers={drivers}
          onChange={onChange}
        />
      )}
    </Part>
  );
}

/** One vehicle's drivers, set apart from the vehicle's before it. */
const Part = styled.section`
  margin-top: 20px;
`;
