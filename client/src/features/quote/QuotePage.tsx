import { useQuery } from "@apollo/client/react";
import { useParams, useSearchParams } from "react-router";
import { serverMessage } from "../../app/errors";
import { formatPaise, paiseOfText } from "../../app/money";
import { formatDate, useTranslation } from "../../i18n";
import { Card, Container, PageHeader, Section, Skeleton } from "../../ui/Page";
import { PayByUpi } from "../dashboard/PayByUpi";
import { PayOnline } from "../payment/PayOnline";
import { QuoteAnswer } from "./QuoteAnswer";
import { QuoteConsent } from "./QuoteConsent";
import { QuoteLines } from "./QuoteLines";
import { QuoteTripCard } from "./QuoteTripCard";
import { CustomerQuote } from "./quote.documents";
import { Layout } from "./QuotePage.styles";

/** The customer's quote (/bookings/:id/quote, also /hi/...): a guest opens it with the e-mailed link's token. */
export default function QuotePage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  // Without the link's token only the signed-in owner may read it, and the server renders as a guest: it
  // draws the page as still loading (as the browser's first render does) rather than "not found".
  const ownerOnServer = !token && typeof window === "undefined";
  const query = useQuery(CustomerQuote, { variables: { bookingId: id, token }, skip: ownerOnServer });
  const { data, error } = query;
  const loading = query.loading || ownerOnServer;
  const q = data?.quote;
  return (
    <>
      <PageHeader>
        <Container>
          <h1>{q ? t("quote.title", { ref: q.trip.reference, version: q.version }) : t("quote.heading")}</h1>
        </Container>
      </PageHeader>
      <Section>
        <Container>
          {loading && <Skeleton $h="320px" />}
          {!loading && error && <p role="alert">{serverMessage(error, t("quote.notFound"))}</p>}
          {!loading && !error && !q && <p role="alert">{t("quote.notFound")}</p>}
          {q && (
            <Layout>
              <div>
                <p className={`state state-${q.state}`} role="status">
                  {t(`quote.states.${q.state}`, { date: formatDate(q.validUntil, i18n.language) })}
                </p>
                <Card className="lines">
                  <QuoteLines q={q} />
                </Card>
                {q.state === "Sent" && <QuoteAnswer bookingId={id} version={q.version} token={token} />}
                {q.state === "Accepted" && (
                  <Card className="accepted">
                    <h2>{t("quote.acceptedHeading")}</h2>
                    <p>{t("quote.acceptedText", { advance: formatPaise(paiseOfText(q.advance)) })}</p>
                    <PayOnline bookingId={id} token={token} due={q.onlinePayment ?? null} refresh={query.refetch} />
                    {q.upiPayment && <PayByUpi upi={q.upiPayment} />}
                  </Card>
                )}
                {(q.state === "Sent" || q.state === "Accepted") && <QuoteConsent bookingId={id} token={token} />}
                {q.state === "Declined" && q.changeRequest && (
                  <Card className="declined">
                    <p>{t("quote.yourRequest", { message: q.changeRequest })}</p>
                  </Card>
                )}
              </div>
              <aside>
                <QuoteTripCard q={q} />
                {q.inclusions && (
                  <Card>
                    <h2>{t("quote.inclusions")}</h2>
                    <p className="pre">{q.inclusions}</p>
                  </Card>
                )}
                {q.exclusions && (
                  <Card>
                    <h2>{t("quote.exclusions")}</h2>
                    <p className="pre">{q.exclusions}</p>
                  </Card>
                )}
                {q.notes && (
                  <Card>
                    <p className="pre">{q.notes}</p>
                  </Card>
                )}
                <Card>
                  <h2>{t("quote.download")}</h2>
                  <p>
                    <a href={q.pdfPath} download>
                      {t("quote.downloadEn")}
                    </a>
                    {" · "}
                    <a href={q.pdfPathHi} download lang="hi">
                      {t("quote.downloadHi")}
                    </a>
                  </p>
                </Card>
                <Card>
                  <h2>{t("quote.cancellation")}</h2>
                  <p className="pre">{i18n.language === "hi" ? q.cancellationTermsHi : q.cancellationTerms}</p>
                </Card>
              </aside>
            </Layout>
          )}
        </Container>
      </Section>
    </>
  );
}
