import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { Container, Grid, Section, Skeleton } from "../../ui/Page";
import { BusCard } from "../fleet/BusCard";
import { BusesQuery } from "../fleet/fleet.documents";
import styled from "styled-components";

const AllBuses = styled.p`
  text-align: center;
  margin-top: 2rem;
`;

/** The premium fleet: the first three buses and View all. */
export function FleetPreview() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(BusesQuery);
  return (
    <Section aria-labelledby="fleet-title">
      <Container>
        <h2 id="fleet-title">{t("home.fleetTitle")}</h2>
        <p>{t("home.fleetText")}</p>
        {error && <ErrorText role="alert">{t("home.fleetError")}</ErrorText>}
        <Grid>
          {loading && [...Array(3)].map((_, k) => <Skeleton key={k} $h="380px" />)}
          {data?.buses.slice(0, 3).map((b) => (
            <BusCard key={b.id} bus={b} showFeatures={false} book={false} />
          ))}
        </Grid>
        <AllBuses>
          <LinkButton to={urls.buses} $variant="secondary">
            {t("home.viewAll")}
          </LinkButton>
        </AllBuses>
      </Container>
    </Section>
  );
}
