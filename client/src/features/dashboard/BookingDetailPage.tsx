import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { formatDate, formatNumber, useTranslation } from "../../app/i18n";
import { downloadWithToken } from "../../app/download";
import { urls } from "../../app/urls";
import { Button } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { Card, Container, PageHeader, Section, Skeleton } from "../../ui/Layout";
import { telHref, useSettings, waHref } from "../layout/useSettings";
import { BookingDetail } from "./dashboard.documents";
import { bookingRef, returnDate } from "./format";
import { StatusBadge } from "./StatusBadge";

const Grid = styled.div`
  display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); align-items: start;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.45rem 1rem; margin: 0; }
  dt { font-weight: 600; color: ${(p) => p.theme.color.muted}; } dd { margin: 0; }
`;

/** The server-made PDF confirmation (owner or admin only). */
const downloadInvoice = (id: string) => downloadWithToken(`/invoices/${id}.pdf`, `booking-${bookingRef(id)}.pdf`);

export default function BookingDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(BookingDetail, { variables: { id } });
  const { settings } = useSettings();
  const [busy, setBusy] = useState(false);
  const [dlError, setDlError] = useState(false);
  const b = data?.booking;
  const ns = t("common.notSpecified");

  return (
    <>
      <PageHeader>
        <Container>
          <h1>{b ? t("detail.title", { ref: bookingRef(b.id) }) : t("detail.title", { ref: "" })}</h1>
          <p><Link to={urls.dashboard} style={{ color: "#f7d98b" }}>{t("detail.back")}</Link></p>
        </Container>
      </PageHeader>
      <Section>
        <Container>
          {loading && <Skeleton $h="240px" />}
          {!loading && (error || !b) && <p role="alert">{t("detail.notFound")}</p>}
          {b && (
            <Grid>
              <Card style={{ padding: "1.4rem" }}>
                <h2 style={{ fontSize: "1.3rem" }}>{t("detail.customer")}</h2>
                <dl>
                  <dt>{t("detail.name")}</dt><dd>{b.name || ns}</dd>
                  <dt>{t("detail.email")}</dt><dd>{b.email || ns}</dd>
                  <dt>{t("detail.phone")}</dt><dd>{b.phone || ns}</dd>
                </dl>
              </Card>
              <Card style={{ padding: "1.4rem" }}>
                <h2 style={{ fontSize: "1.3rem" }}>{t("detail.trip")}</h2>
                <dl>
                  <dt>{t("detail.pickup")}</dt><dd>{b.pickupLocation}</dd>
                  <dt>{t("detail.destination")}</dt><dd>{b.destination}</dd>
                  <dt>{t("detail.departure")}</dt><dd>{formatDate(b.departureDate)}</dd>
                  <dt>{t("detail.duration")}</dt><dd>{t("dashboard.days", { count: b.days })}</dd>
                  <dt>{t("detail.distance")}</dt><dd>{b.distance == null ? t("common.na") : t("detail.kmValue", { value: formatNumber(b.distance) })}</dd>
                  <dt>{t("detail.bus")}</dt><dd>{b.bus?.name ?? t("common.unknown")}</dd>
                  <dt>{t("detail.status")}</dt><dd><StatusBadge $status={b.status}>{b.status}</StatusBadge></dd>
                  {b.notes && (<><dt>{t("detail.notes")}</dt><dd>{b.notes}</dd></>)}
                </dl>
              </Card>
              <Card style={{ padding: "1.4rem" }}>
                <h2 style={{ fontSize: "1.3rem" }}>{t("detail.summary")}</h2>
                <dl>
                  <dt>{t("detail.returnDate")}</dt><dd>{formatDate(returnDate(b.departureDate, b.days))}</dd>
                  <dt>{t("detail.vehicle")}</dt><dd>{b.bus?.name ?? ns}</dd>
                  <dt>{t("detail.passengers")}</dt><dd>{b.bus ? b.bus.capacity : ns}</dd>
                </dl>
                <div style={{ marginTop: "1.2rem", display: "grid", gap: "0.6rem" }}>
                  <Button
                    type="button"
                    disabled={busy}
                    onClick={async () => {
                      setBusy(true);
                      setDlError(false);
                      await downloadInvoice(b.id).catch(() => setDlError(true));
                      setBusy(false);
                    }}
                  >
                    {busy ? t("detail.downloading") : t("detail.invoice")}
                  </Button>
                  {dlError && <ErrorText role="alert">{t("detail.invoiceError")}</ErrorText>}
                  <p style={{ margin: "0.6rem 0 0", fontWeight: 600 }}>{t("detail.support")}</p>
                  {settings && (
                    <div style={{ display: "flex", gap: "1rem", flexWrap: "wrap" }}>
                      <a href={telHref(settings.bookingPhones[0])}>{t("detail.call")}</a>
                      <a href={waHref(settings.whatsappContacts[0].number, t("detail.waMessage", { ref: bookingRef(b.id) }))} target="_blank" rel="noopener noreferrer">{t("detail.whatsapp")}</a>
                    </div>
                  )}
                </div>
              </Card>
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
