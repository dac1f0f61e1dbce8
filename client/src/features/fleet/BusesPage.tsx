import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { urls } from "../../app/urls";
import { LinkPair } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { Container, Grid, PageHero, Section, Skeleton } from "../../ui/Page";
import { BusCard } from "./BusCard";
import { BusesQuery } from "./fleet.documents";
import { usePageMeta } from "../../app/head";

const Banner = styled.div`
  margin-top: 3rem;
  border-radius: ${(p) => p.theme.radius.lg};
  padding: clamp(1.5rem, 4vw, 2.5rem);
  background: linear-gradient(135deg, ${(p) => p.theme.color.indigo}, ${(p) => p.theme.color.maroon});
  color: #fff;
  h2 {
    color: #fff;
  }
  p {
    color: #f3e6cc;
    max-width: 640px;
  }
  div {
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
`;

export default function BusesPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.buses.title"), description: t("meta.buses.description") });
  const { data, loading, error } = useQuery(BusesQuery);
  return (
    <>
      <PageHero title={t("fleet.title")} lead={t("fleet.subtitle")} />
      <Section>
        <Container>
          {error && <ErrorText role="alert">{t("fleet.error")}</ErrorText>}
          <Grid>
            {loading && [...Array(6)].map((_, k) => <Skeleton key={k} $h="440px" />)}
            {data?.buses.map((b, i) => (
              <BusCard key={b.id} bus={b} level={2} first={i === 0} />
            ))}
          </Grid>
          <Banner>
            <h2>{t("content.customSolution.title")}</h2>
            <p>{t("content.customSolution.text")}</p>
            <LinkPair
              main={{ to: urls.contact, label: t("nav.contact") }}
              other={{ to: urls.booking, label: t("nav.book") }}
            />
          </Banner>
        </Container>
      </Section>
    </>
  );
}
