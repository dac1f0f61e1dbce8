import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { services } from "../../content/site";
import { Icon } from "../../ui/Icon";
import { Card, Container, Eyebrow, Grid, Section } from "../../ui/Page";

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  background: ${(p) => p.theme.color.sand};
  color: ${(p) => p.theme.color.maroon};
  margin-bottom: 0.8rem;
`;

/** The intro and the services, each with an icon. */
export function IntroServices() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <Eyebrow>{t("home.introEyebrow")}</Eyebrow>
        <h2 id="intro-title">{t("home.introTitle")}</h2>
        <p style={{ maxWidth: 760, fontSize: "1.1rem" }}>{t("content.intro")}</p>
        <h3 style={{ marginTop: "2.5rem", fontSize: "1.6rem" }}>{t("home.servicesTitle")}</h3>
        <Grid $min="230px">
          {services.map((s) => (
            <Card key={s.key} style={{ padding: "1.4rem" }}>
              <IconBadge>
                <Icon name={s.icon} />
              </IconBadge>
              <h3>{t(`content.services.${s.key}.title`)}</h3>
              <p style={{ margin: 0, color: "#5f534b" }}>{t(`content.services.${s.key}.text`)}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
