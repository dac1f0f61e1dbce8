import { useTranslation } from "../../i18n";
import { whyChooseUs } from "../../content/site";
import { Card, Container, Grid, PageHero, Section } from "../../ui/Page";
import { usePageMeta } from "../../app/head";

export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.about.title"), description: t("meta.about.description") });
  return (
    <>
      <PageHero title={t("content.about.title")} lead={t("content.about.lead")} />
      <Section>
        <Container
          style={{
            display: "grid",
            gap: "2rem",
            gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
            alignItems: "center",
          }}
        >
          <div>
            {(t("content.about.story", { returnObjects: true }) as string[]).map((p) => (
              <p key={p.slice(0, 20)} style={{ fontSize: "1.08rem" }}>
                {p}
              </p>
            ))}
          </div>
          <img
            src="/art/destinations/varanasi-2.svg"
            alt={t("content.about.imageAlt")}
            width={1200}
            height={800}
            style={{ borderRadius: 18 }}
            loading="lazy"
          />
        </Container>
      </Section>
      <Section $tone="sand" aria-labelledby="why-title">
        <Container>
          <h2 id="why-title">{t("about.whyTitle")}</h2>
          <Grid $min="240px">
            {whyChooseUs.map((w) => (
              <Card key={w} style={{ padding: "1.5rem" }}>
                <h3>{t(`content.about.why.${w}.title`)}</h3>
                <p style={{ margin: 0 }}>{t(`content.about.why.${w}.text`)}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
