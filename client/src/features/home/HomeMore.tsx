import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { useTranslation } from "../../app/i18n";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Icon } from "../../ui/Icon";
import { ErrorText } from "../../ui/Field";
import { company, howItWorks, services } from "../../content/site";
import { Card, Container, Eyebrow, Grid, Section, Skeleton } from "../../ui/Layout";
import { MapCard } from "../contact/MapCard";
import { BusCard } from "../fleet/BusCard";
import { BusesQuery } from "../fleet/fleet.documents";
import { telHref, useSettings } from "../layout/useSettings";
import { Destinations } from "./Destinations";
import { Reviews } from "./Reviews";

const IconBadge = styled.span`
  display: inline-grid; place-items: center; width: 52px; height: 52px; border-radius: 14px; background: ${(p) => p.theme.color.sand};
  color: ${(p) => p.theme.color.maroon}; margin-bottom: 0.8rem;
`;
const Steps = styled.ol`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); counter-reset: step;
  li { background: rgba(255,255,255,0.08); border: 1px solid rgba(255,255,255,0.2); border-radius: ${(p) => p.theme.radius.md}; padding: 1.4rem; }
  li span { color: #ffd27a; font-weight: 700; text-transform: uppercase; letter-spacing: 0.1em; font-size: 0.8rem; }
  h3 { color: #fff; margin: 0.4rem 0; }
`;
const Split = styled.div`
  display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); align-items: start;
`;

/** The home page below the hero: intro and services, how it works, the premium fleet, reviews, destinations, contact and map. */
export default function HomeMore() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { data, loading, error } = useQuery(BusesQuery);
  return (
    <>
      <Section aria-labelledby="intro-title">
        <Container>
          <Eyebrow>{t("home.introEyebrow")}</Eyebrow>
          <h2 id="intro-title">{t("home.introTitle")}</h2>
          <p style={{ maxWidth: 760, fontSize: "1.1rem" }}>{company.intro}</p>
          <h3 style={{ marginTop: "2.5rem", fontSize: "1.6rem" }}>{t("home.servicesTitle")}</h3>
          <Grid $min="230px">
            {services.map((s) => (
              <Card key={s.title} style={{ padding: "1.4rem" }}>
                <IconBadge><Icon name={s.icon} /></IconBadge>
                <h3>{s.title}</h3>
                <p style={{ margin: 0, color: "#5f534b" }}>{s.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="maroon" aria-labelledby="how-title">
        <Container>
          <h2 id="how-title" style={{ color: "#fff" }}>{t("home.howTitle")}</h2>
          <Steps>
            {howItWorks.map((s, i) => (
              <li key={s.title}>
                <span>{t("home.step", { n: i + 1 })}</span>
                <h3>{s.title}</h3>
                <p style={{ margin: 0 }}>{s.text}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section aria-labelledby="fleet-title">
        <Container>
          <h2 id="fleet-title">{t("home.fleetTitle")}</h2>
          <p>{t("home.fleetText")}</p>
          {error && <ErrorText role="alert">{t("home.fleetError")}</ErrorText>}
          <Grid>
            {loading && [...Array(3)].map((_, k) => <Skeleton key={k} $h="380px" />)}
            {data?.buses.slice(0, 3).map((b) => <BusCard key={b.id} bus={b} showFeatures={false} book={false} />)}
          </Grid>
          <p style={{ textAlign: "center", marginTop: "2rem" }}>
            <LinkButton to={urls.buses} $variant="secondary">{t("home.viewAll")}</LinkButton>
          </p>
        </Container>
      </Section>

      <Reviews />
      <Destinations />

      <Section aria-labelledby="contact-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>{t("home.contactEyebrow")}</Eyebrow>
              <h2 id="contact-title">{t("home.contactTitle")}</h2>
              <p>{t("home.contactText")}</p>
              {settings && (
                <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.4rem" }}>
                  {settings.bookingPhones.map((p) => <li key={p}><a href={telHref(p)}>{p}</a></li>)}
                  <li><a href={`mailto:${settings.email}`}>{settings.email}</a></li>
                  <li>{settings.supportHours}</li>
                </ul>
              )}
              <LinkButton to={urls.contact}>{t("nav.contact")}</LinkButton>
            </div>
            <MapCard />
          </Split>
        </Container>
      </Section>
    </>
  );
}
