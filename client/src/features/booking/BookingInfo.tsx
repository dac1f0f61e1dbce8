import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { InfoCard } from "../../ui/Layout";

const Aside = styled.aside`
  display: grid;
  gap: 1.25rem;
`;

function InfoPanel({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <InfoCard>
      <h2>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </InfoCard>
  );
}

/** The info panels beside the wizard: what to know, and why book with us. */
export function BookingInfo() {
  const { t } = useTranslation();
  return (
    <Aside>
      <InfoPanel title={t("booking.infoTitle")} items={t("content.bookingInfo", { returnObjects: true }) as string[]} />
      <InfoPanel title={t("booking.whyTitle")} items={t("content.bookingWhy", { returnObjects: true }) as string[]} />
    </Aside>
  );
}
