import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";

const Card = styled.article`
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow.card};
  display: flex;
  flex-direction: column;
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  .body {
    padding: 1.1rem 1.2rem 1.3rem;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
    flex: 1;
  }
  .name {
    margin: 0;
    font-size: 1.25rem;
  }
  .cap {
    color: ${(p) => p.theme.color.saffronDark};
    font-weight: 700;
    margin: 0;
  }
  .desc {
    color: ${(p) => p.theme.color.muted};
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    background: ${(p) => p.theme.color.cream};
    border: 1px solid ${(p) => p.theme.color.line};
    border-radius: 999px;
    padding: 0.15rem 0.65rem;
    font-size: 0.85rem;
  }
  .actions {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
    margin-top: auto;
    padding-top: 0.4rem;
  }
`;

export interface BusCardData {
  id: string;
  name: string;
  capacity: number;
  description: string;
  features: string[];
  images: string[];
}

/** `level`: the card's heading level in its page's outline; `first`: drawn in the first screen, its photo loads at once. */
export function BusCard({
  bus,
  showFeatures = true,
  book = true,
  level = 3,
  first = false,
}: {
  bus: BusCardData;
  showFeatures?: boolean;
  book?: boolean;
  level?: 2 | 3;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card>
      <img
        src={bus.images[0] ?? "/favicon.svg"}
        alt={bus.name}
        width={1200}
        height={800}
        loading={first ? "eager" : "lazy"}
      />
      <div className="body">
        <Heading className="name">{bus.name}</Heading>
        <p className="cap">{t("common.seater", { count: bus.capacity })}</p>
        <p className="desc">{bus.description}</p>
        {showFeatures && (
          <ul aria-label={t("fleet.features")}>
            {bus.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        <div className="actions">
          <LinkButton to={urls.bus(bus.id)} $variant="secondary" aria-label={`${t("common.viewDetails")}: ${bus.name}`}>
            {t("common.viewDetails")}
          </LinkButton>
          {book && (
            <LinkButton to={urls.bookingWithBus(bus.id)} aria-label={`${t("common.bookNow")}: ${bus.name}`}>
              {t("common.bookNow")}
            </LinkButton>
          )}
        </div>
      </div>
    </Card>
  );
}
