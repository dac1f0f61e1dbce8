import styled from "styled-components";
import { useQuery } from "@apollo/client/react";
import { formatPaise, paiseOfText } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { useControls } from "../useControls";
import { VehicleEditor } from "./VehicleEditor";
import { VehicleList } from "./VehicleList";
import { BookingVehiclesQuery } from "./vehicles.documents";

/**
 * The View's Vehicles panel: the booking's vehicles in order (a wedding party of 130 in three 45-seat coaches is
 * one booking with three), their PDFs, what the booking leaves once its hired-in buses are paid for (money.read,
 * once a price is agreed) and, for staff who allocate them, the editor of a Pending or Confirmed booking's list.
 */
export function BookingVehicles({ booking }: { booking: { id: string; reference: string; status: string } }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const { data } = useQuery(BookingVehiclesQuery, { variables: { id: booking.id }, fetchPolicy: "network-only" });
  const read = data?.booking;
  const margin = read?.margin;
  const open = booking.status === "Pending" || booking.status === "Confirmed";
  const title = `vehicles-${booking.id}`;
  return (
    <Panel aria-labelledby={title}>
      <h3 id={title}>{t("admin.vehicles.title")}</h3>
      {read && <VehicleList vehicles={read.vehicles} reference={booking.reference} />}
      {margin && (
        <p>
          {t("admin.vehicles.margin", {
            price: formatPaise(paiseOfText(margin.price)),
            costs: formatPaise(paiseOfText(margin.vendorCosts)),
            margin: formatPaise(paiseOfText(margin.margin)),
          })}
        </p>
      )}
      {read && open && may("allocateVehicles") && <VehicleEditor bookingId={booking.id} vehicles={read.vehicles} />}
    </Panel>
  );
}

/** The panel, set apart from the bus change above it. */
const Panel = styled.section`
  margin-top: 24px;
`;
