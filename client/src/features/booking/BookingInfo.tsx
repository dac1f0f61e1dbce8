import { useTranslation } from "../../i18n";
import { Card } from "../../ui/Page";

function InfoPanel({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card style={{ padding: "1.4rem" }}>
      <h2 style={{ fontSize: "1.3rem" }}>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </Card>
  );
}

/** The info panels beside the wizard: what to know, and why book with us. */
export function BookingInfo() {
  const { t } = useTranslation();
  return (
    <aside style={{ display: "grid", gap: "1.25rem" }}>
      <InfoPanel title={t("booking.infoTitle")} items={t("content.bookingInfo", { returnObjects: true }) as string[]} />
      <InfoPanel title={t("booking.whyTitle")} items={t("content.bookingWhy", { returnObjects: true }) as string[]} />
    </aside>
  );
}
