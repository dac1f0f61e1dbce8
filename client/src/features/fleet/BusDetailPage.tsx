import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../app/i18n";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { urls } from "../../app/urls";
import { amenities } from "../../content/site";
import { LinkButton } from "../../ui/Button";
import { Icon } from "../../ui/Icon";
import { ErrorText } from "../../ui/Field";
import { Card, Container, Grid, Section, Skeleton } from "../../ui/Layout";
import { BusQuery } from "./fleet.documents";
import { Gallery } from "./Gallery";

const Top = styled.div`
  padding-top: 6.5rem; background: ${(p) => p.theme.color.maroonDark}; height: 0;
`;
const Crumbs = styled.nav`
  margin: 1.5rem 0; font-size: 0.95rem;
  ol { list-style: none; display: flex; gap: 0.4rem; padding: 0; margin: 0; flex-wrap: wrap; }
  li + li::before { content: "/"; margin-right: 0.4rem; color: ${(p) => p.theme.color.muted}; }
`;
const Layout = styled.div`
  display: grid; gap: 2rem; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); align-items: start;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { font-weight: 700; } dd { margin: 0; }
  ul.features { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; }
  ul.features li { background: #fff; border: 1px solid ${(p) => p.theme.color.line}; border-radius: 999px; padding: 0.2rem 0.7rem; }
`;
const Route = styled(Card)`
  padding: 1.2rem; h3 { margin: 0 0 0.4rem; } p { margin: 0; color: ${(p) => p.theme.color.muted}; }
  > svg { color: ${(p) => p.theme.color.maroon}; margin-bottom: 0.6rem; }
`;
const CTA = styled.div`
  border-radius: ${(p) => p.theme.radius.lg}; padding: 2rem; background: ${(p) => p.theme.color.maroon}; color: #fff;
  h2 { color: #fff; } div { display: flex; gap: 0.75rem; flex-wrap: wrap; }
`;

export default function BusDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(BusQuery, { variables: { id } });
  const bus = data?.bus;
  return (
    <>
      <Top />
      <Section style={{ paddingTop: "1rem" }}>
        <Container>
          <Crumbs aria-label={t("fleet.breadcrumb")}>
            <ol>
              <li><Link to={urls.home}>{t("nav.home")}</Link></li>
              <li><Link to={urls.buses}>{t("nav.buses")}</Link></li>
              <li aria-current="page">{bus?.name ?? "…"}</li>
            </ol>
          </Crumbs>
          {loading && (
            <div>
              <p>{t("common.loading")}</p>
              <Skeleton $h="360px" />
            </div>
          )}
          {error && <ErrorText role="alert">{t("fleet.detailError")}</ErrorText>}
          {!loading && !error && !bus && <p role="alert">{t("fleet.notFound")}</p>}
          {bus && (
            <>
              <Layout>
                <Gallery images={bus.images} name={bus.name} />
                <div>
                  <h1>{bus.name}</h1>
                  <p>{bus.description}</p>
                  <dl>
                    <dt>{t("fleet.capacity")}</dt>
                    <dd>{t("common.seater", { count: bus.capacity })}</dd>
                    <dt>{t("fleet.status")}</dt>
                    <dd>{t(`fleet.statusLabels.${bus.status}`)}</dd>
                  </dl>
                  <h2 style={{ fontSize: "1.3rem" }}>{t("fleet.features")}</h2>
                  <ul className="features">{bus.features.map((f) => <li key={f}>{f}</li>)}</ul>
                  <LinkButton to={urls.bookingWithBus(bus.id)}>{t("fleet.bookThis")}</LinkButton>
                </div>
              </Layout>
              {bus.popularRoutes.length > 0 && (
                <section style={{ marginTop: "3rem" }} aria-labelledby="routes-title">
                  <h2 id="routes-title">{t("fleet.routes")}</h2>
                  <Grid $min="220px">
                    {bus.popularRoutes.map((r) => (
                      <Route key={r.id}>
                        <h3>{r.from} → {r.to}</h3>
                        <p>{t("common.hrs", { count: r.duration })} · {t("common.km", { count: r.distance })}</p>
                      </Route>
                    ))}
                  </Grid>
                </section>
              )}
              <section style={{ marginTop: "3rem" }} aria-labelledby="amenities-title">
                <h2 id="amenities-title">{t("fleet.amenities")}</h2>
                <Grid $min="220px">
                  {amenities.map((a) => (
                    <Route key={a.title}>
                      <Icon name={a.icon} />
                      <h3>{a.title}</h3>
                      <p>{a.text}</p>
                    </Route>
                  ))}
                </Grid>
              </section>
              <CTA style={{ marginTop: "3rem" }}>
                <h2>{t("fleet.ctaTitle")}</h2>
                <p>{t("fleet.ctaText")}</p>
                <div>
                  <LinkButton to={urls.bookingWithBus(bus.id)}>{t("fleet.bookThis")}</LinkButton>
                  <LinkButton to={urls.contact} $variant="ghost">{t("fleet.contactUs")}</LinkButton>
                </div>
              </CTA>
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
