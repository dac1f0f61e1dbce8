import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import styled from "styled-components";
import { useTranslation, withPageMessages } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkPair } from "../../ui/Button";
import { deferred } from "../../ui/Deferred";
import { Container, Grid, Skeleton } from "../../ui/Page";
import { BusesQuery } from "../fleet/fleet.documents";
import { usePageMeta } from "../../app/head";

/** Everything below the hero (services, how it works, fleet, reviews, destinations, contact): out of the first load. */
const HomeMore = deferred(
  () => withPageMessages(import("./HomeMore")),
  <Container aria-busy="true" style={{ display: "grid", gap: "2rem", padding: "4rem 1.25rem" }}>
    <Skeleton $h="2.4rem" $w="min(420px, 80%)" />
    <Grid>
      {[0, 1, 2].map((k) => (
        <Skeleton key={k} $h="380px" />
      ))}
    </Grid>
    <Skeleton $h="40rem" />
  </Container>,
);

const Hero = styled.section`
  position: relative;
  min-height: min(92vh, 820px);
  display: flex;
  align-items: flex-end;
  color: #fff;
  overflow: hidden;
  background: ${(p) => p.theme.color.maroonDark};
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(20, 8, 12, 0.15) 0%, rgba(20, 8, 12, 0.75) 100%);
  }
  .content {
    position: relative;
    z-index: 1;
    padding-top: 8rem;
    padding-bottom: clamp(3rem, 9vh, 6rem);
  }
  h1 {
    color: #fff;
    max-width: 760px;
  }
  p {
    font-size: clamp(1.05rem, 2.2vw, 1.3rem);
    max-width: 640px;
    color: #f6ead3;
  }
  .cta {
    display: flex;
    gap: 0.8rem;
    flex-wrap: wrap;
    margin-top: 1.5rem;
  }
  /* On a phone the heading and the call to action sit high, clear of the contact widget's panel. */
  @media (max-width: 600px) {
    align-items: flex-start;
    .content {
      padding-top: 5rem;
      padding-bottom: 3rem;
    }
    h1 {
      margin-bottom: 0.3em;
    }
    p {
      font-size: 0.98rem;
      margin-bottom: 0.5rem;
    }
    .cta {
      margin-top: 1rem;
      gap: 0.7rem;
    }
  }
`;

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.home.title"), description: t("meta.home.description") });
  // The fleet query starts with the page, while the sections that show it load (they read it
  // from the cache; a failure there is theirs to show).
  const client = useApolloClient();
  useEffect(() => void client.query({ query: BusesQuery }).catch(() => {}), [client]);
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <img src="/art/hero.svg" alt="" width={1920} height={1080} fetchPriority="high" />
        <Container className="content">
          <h1 id="hero-title">{t("home.heroTitle")}</h1>
          <p>{t("home.heroSubtitle")}</p>
          <LinkPair
            className="cta"
            main={{ to: urls.booking, label: t("home.bookJourney") }}
            other={{ to: urls.buses, label: t("home.viewFleet") }}
          />
        </Container>
      </Hero>

      <HomeMore />
    </>
  );
}
