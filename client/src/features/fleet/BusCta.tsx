import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { CTA } from "./BusDetailPage.styles";

/** The closing call to action: book this bus, or contact us. */
export function BusCta({ busId }: { busId: string }) {
  const { t } = useTranslation();
  return (
    <CTA style={{ marginTop: "3rem" }}>
      <h2>{t("fleet.ctaTitle")}</h2>
      <p>{t("fleet.ctaText")}</p>
      <div>
        <LinkButton to={urls.bookingWithBus(busId)}>{t("fleet.bookThis")}</LinkButton>
        <LinkButton to={urls.contact} $variant="ghost">
          {t("fleet.contactUs")}
        </LinkButton>
      </div>
    </CTA>
  );
}
