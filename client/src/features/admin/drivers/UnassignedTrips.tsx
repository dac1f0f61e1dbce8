import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { urls } from "../../../app/urls";
import { graphql } from "../../../gql";
import { formatDate, useTranslation } from "../../../i18n";
import { Panel } from "../../../ui/Panel";
import styled from "styled-components";

const UnassignedTripsQuery = graphql(`
  query UnassignedTrips {
    unassignedTrips(days: 7) {
      id
      reference
      name
      departureDate
      pickupLocation
      destination
      bus {
        id
        name
      }
    }
  }
`);

const Card = styled(Panel)`
  .flush,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.1rem;
  }
  .last {
    margin-bottom: 0;
  }
`;

/** The dashboard's card: Confirmed trips of the next 7 days that have no driver yet. */
export function UnassignedTrips() {
  const { t } = useTranslation();
  const { data } = useQuery(UnassignedTripsQuery, { fetchPolicy: "cache-and-network" });
  const trips = data?.unassignedTrips ?? [];
  return (
    <Card aria-label={t("admin.drivers.unassignedTitle")}>
      <h2>{t("admin.drivers.unassignedTitle")}</h2>
      {trips.length === 0 ? (
        <p className="flush">{t("admin.drivers.allAssigned")}</p>
      ) : (
        <ul>
          {trips.map((b) => (
            <li key={b.id}>
              <strong>{b.reference}</strong> · {formatDate(b.departureDate)} · {b.name} · {b.pickupLocation} →{" "}
              {b.destination} · {b.bus?.name ?? t("common.na")}
            </li>
          ))}
        </ul>
      )}
      <p className="last">
        <Link to={urls.admin.bookings}>{t("admin.drivers.assignFromBookings")}</Link>
      </p>
    </Card>
  );
}
