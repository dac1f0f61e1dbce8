import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { FeaturesTitle, Layout } from "./BusDetailPage.styles";
import { Gallery } from "./Gallery";

interface Bus {
  id: string;
  name: string;
  description: string;
  capacity: number;
  status: string;
  features: readonly string[];
  images: string[];
}

/** The bus's gallery beside its name, description, seats, status, features and Book this bus. */
export function BusSummary({ bus }: { bus: Bus }) {
  const { t } = useTranslation();
  return (
    <Layout>
      <Gallery images={bus.images} name={bus.name} />
      <div>
        <h1>{bus.name}</h1>
        <p>{bus.description}</p>
        <dl>
          <dt>{t("fleet.capacity")}</dt>
          <dd>{t("common.seater", { count: bus.capacity })}</dd>
          <dt>{t("fleet.status")}</dt>
          <dd>{t(`fleet.statusLabels.${bus.status}`)}</dd>
        </dl>
        <FeaturesTitle>{t("fleet.features")}</FeaturesTitle>
        <ul className="features">
          {bus.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <LinkButton to={urls.bookingWithBus(bus.id)}>{t("fleet.bookThis")}</LinkButton>
      </div>
    </Layout>
  );
}
