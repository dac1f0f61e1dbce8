import { useTranslation } from "../../i18n";
import type { BookingDetailQuery } from "../../gql/graphql";
import { InfoCard } from "../../ui/Layout";

type Booking = NonNullable<BookingDetailQuery["booking"]>;

/** Who booked: name, email and phone. */
export function DetailCustomer({ b }: { b: Booking }) {
  const { t } = useTranslation();
  const ns = t("common.notSpecified");
  return (
    <InfoCard>
      <h2>{t("detail.customer")}</h2>
      <dl>
        <dt>{t("detail.name")}</dt>
        <dd>{b.name || ns}</dd>
        <dt>{t("detail.email")}</dt>
        <dd>{b.email || ns}</dd>
        <dt>{t("detail.phone")}</dt>
        <dd>{b.phone || ns}</dd>
      </dl>
    </InfoCard>
  );
}
