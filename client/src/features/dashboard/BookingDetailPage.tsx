import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { Container, PageHeader, Section, Skeleton } from "../../ui/Page";
import { BookingDetail } from "./dashboard.documents";
import { BookingFare } from "./BookingFare";
import { PayOnline } from "../payment/PayOnline";
import { CancelRequest } from "./CancelRequest";
import { DetailCustomer } from "./DetailCustomer";
import { DetailSummary } from "./DetailSummary";
import { DetailPlan } from "./DetailPlan";
import { DetailTrip } from "./DetailTrip";
import { BookingTaxDocuments } from "../invoice/BookingTaxDocuments";
import { BusPosition } from "./BusPosition";

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: start;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.45rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;

/** Back to the dashboard, light on the page's dark header. */
const Back = styled(Link)`
  color: #f7d98b;
`;

export default function BookingDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(BookingDetail, { variables: { id } });
  const b = data?.booking;

  return (
    <>
      <PageHeader>
        <Container>
          <h1>{b ? t("detail.title", { ref: b.reference }) : t("detail.title", { ref: "" })}</h1>
          <p>
            <Back to={urls.dashboard}>{t("detail.back")}</Back>
          </p>
        </Container>
      </PageHeader>
      <Section>
        <Container>
          {loading && <Skeleton $h="240px" />}
          {!loading && (error || !b) && <p role="alert">{t("detail.notFound")}</p>}
          {b && (
            <Grid>
              <BusPosition bookingId={b.id} />
              <DetailCustomer b={b} />
              <DetailTrip b={b} />
              <DetailPlan b={b} />
              <DetailSummary b={b} />
              <BookingFare
                b={b}
                payOnline={<PayOnline bookingId={b.id} due={b.onlinePayment ?? null} refresh={refetch} />}
              />
              <CancelRequest b={b} />
              <BookingTaxDocuments bookingId={b.id} />
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
