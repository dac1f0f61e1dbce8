import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { usePageMeta } from "../../app/head";
import { ErrorText } from "../../ui/Field";
import { Container, Skeleton } from "../../ui/Page";
import { BusAmenities } from "./BusAmenities";
import { BusCrumbs } from "./BusCrumbs";
import { BusCta } from "./BusCta";
import { Body, Top } from "./BusDetailPage.styles";
import { BusPopularRoutes } from "./BusPopularRoutes";
import { BusSummary } from "./BusSummary";
import { BusQuery } from "./fleet.documents";

export default function BusDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(BusQuery, { variables: { id } });
  const bus = data?.bus;
  const missing = !loading && !error && !bus;
  usePageMeta({
    title: bus ? t("meta.bus.title", { name: bus.name, capacity: bus.capacity }) : t("meta.buses.title"),
    description: bus ? t("meta.bus.description", { description: bus.description }) : t("meta.buses.description"),
    image: bus?.images[0],
    status: missing ? 404 : undefined,
    // A bus is offered as a product: a vehicle with its seating capacity.
    jsonLd: bus
      ? {
          "@context": "https://schema.org",
          "@type": ["Product", "Vehicle"],
          name: bus.name,
          description: bus.description,
          image: bus.images,
          seatingCapacity: bus.capacity,
          vehicleSeatingCapacity: bus.capacity,
          category: "Bus hire",
          brand: { "@type": "Brand", name: "Kashi Coach Tours" },
        }
      : undefined,
  });
  return (
    <>
      <Top />
      <Body>
        <Container>
          <BusCrumbs name={bus?.name} />
          {loading && (
            <div>
              <p>{t("common.loading")}</p>
              <Skeleton $h="360px" />
            </div>
          )}
          {error && <ErrorText role="alert">{t("fleet.detailError")}</ErrorText>}
          {missing && <p role="alert">{t("fleet.notFound")}</p>}
          {bus && (
            <>
              <BusSummary bus={bus} />
              <BusPopularRoutes routes={bus.popularRoutes} />
              <BusAmenities />
              <BusCta busId={bus.id} />
            </>
          )}
        </Container>
      </Body>
    </>
  );
}
