import { useTranslation } from "../../i18n";
import { whyChooseUs } from "../../content/site";
import { Card, Container, Grid, PageHero, Section } from "../../ui/Page";
import { usePageMeta } from "../../app/head";
import styled from "styled-components";

/** The story beside its picture, one under the other on a narrow screen. */
const Story = styled(Container)`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: center;
  p {
    font-size: 1.08rem;
  }
  img {
    border-radius: 18px;
  }
`;
/** A reason to choose us. */
const Reason = styled(Card)`
  padding: 1.5rem;
  p {
    margin: 0;
  }
`;

export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.about.title"), description: t("meta.about.description") });
  return (
    <>
      <PageHero title={t("content.about.title")} lead={t("content.about.lead")} />
      <Section>
        <Story>
          <div>
            {(t("content.about.story", { returnObjects: true }) as string[]).map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
          <img
            src="/art/destinations/varanasi-2.svg"
            alt={t("content.about.imageAlt")}
            width={1200}
            height={800}
            loading="lazy"
          />
        </Story>
      </Section>
      <Section $tone="sand" aria-labelledby="why-title">
        <Container>
          <h2 id="why-title">{t("about.whyTitle")}</h2>
          <Grid $min="240px">
            {whyChooseUs.map((w) => (
              <Reason key={w}>
                <h3>{t(`content.about.why.${w}.title`)}</h3>
                <p>{t(`content.about.why.${w}.text`)}</p>
              </Reason>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
