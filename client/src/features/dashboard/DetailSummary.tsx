import { useState } from "react";
import { formatDate, useTranslation } from "../../i18n";
import { downloadWithToken } from "../../app/download";
import { downloads } from "../../app/urls";
import type { BookingDetailQuery } from "../../gql/graphql";
import { Button } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { Cluster, InfoCard } from "../../ui/Layout";
import { telHref, useSettings } from "../shell/useSettings";
import { WhatsAppBookingLink } from "./WhatsAppBookingLink";
import styled from "styled-components";

type Booking = NonNullable<BookingDetailQuery["booking"]>;

/** The PDF, and how to reach support, under the facts. */
const Help = styled.div`
  margin-top: 1.2rem;
  display: grid;
  gap: 0.6rem;
`;
const Support = styled.p`
  margin: 0.6rem 0 0;
  font-weight: 600;
`;

/** The server-made PDF confirmation (owner or admin only). */
const downloadInvoice = (id: string, reference: string) =>
  downloadWithToken(downloads.bookingPdf(id), `booking-${reference}.pdf`);

/** Return date, vehicle and passengers; the PDF invoice; call or WhatsApp support. */
export function DetailSummary({ b }: { b: Booking }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [busy, setBusy] = useState(false);
  const [dlError, setDlError] = useState(false);
  const ns = t("common.notSpecified");
  return (
    <InfoCard>
      <h2>{t("detail.summary")}</h2>
      <dl>
        <dt>{t("detail.returnDate")}</dt>
        <dd>{formatDate(b.returnDate)}</dd>
        <dt>{t("detail.vehicle")}</dt>
        <dd>{b.bus?.name ?? ns}</dd>
        <dt>{t("detail.passengers")}</dt>
        <dd>{b.passengers ?? ns}</dd>
      </dl>
      <Help>
        <Button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setDlError(false);
            await downloadInvoice(b.id, b.reference).catch(() => setDlError(true));
            setBusy(false);
          }}
        >
          {busy ? t("detail.downloading") : t("detail.invoice")}
        </Button>
        {dlError && <ErrorText role="alert">{t("detail.invoiceError")}</ErrorText>}
        <Support>{t("detail.support")}</Support>
        {settings && (
          <Cluster $gap="1rem" $align="center">
            <a href={telHref(settings.bookingPhones[0])}>{t("detail.call")}</a>
            <WhatsAppBookingLink phone={settings.whatsappContacts[0].number} booking={b} />
          </Cluster>
        )}
      </Help>
    </InfoCard>
  );
}
