import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkPair } from "../../ui/Button";
import { CTA } from "./BusDetailPage.styles";

/** The closing call to action: book this bus, or contact us. */
export function BusCta({ busId }: { busId: string }) {
  const { t } = useTranslation();
  return (
    <CTA>
      <h2>{t("fleet.ctaTitle")}</h2>
      <p>{t("fleet.ctaText")}</p>
      <LinkPair
        main={{ to: urls.bookingWithBus(busId), label: t("fleet.bookThis") }}
        other={{ to: urls.contact, label: t("fleet.contactUs") }}
      />
    </CTA>
  );
}
