import { useTranslation } from "../../i18n";
import type { BookingDetailQuery } from "../../gql/graphql";
import { Card } from "../../ui/Page";

type Booking = NonNullable<BookingDetailQuery["booking"]>;

/** Who booked: name, email and phone. */
export function DetailCustomer({ b }: { b: Booking }) {
  const { t } = useTranslation();
  const ns = t("common.notSpecified");
  return (
    <Card style={{ padding: "1.4rem" }}>
      <h2 style={{ fontSize: "1.3rem" }}>{t("detail.customer")}</h2>
      <dl>
        <dt>{t("detail.name")}</dt>
        <dd>{b.name || ns}</dd>
        <dt>{t("detail.email")}</dt>
        <dd>{b.email || ns}</dd>
        <dt>{t("detail.phone")}</dt>
        <dd>{b.phone || ns}</dd>
      </dl>
    </Card>
  );
}
