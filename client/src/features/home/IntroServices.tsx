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

const Intro = styled.p`
  max-width: 760px;
  font-size: 1.1rem;
`;
const ServicesTitle = styled.h3`
  margin-top: 2.5rem;
  font-size: 1.6rem;
`;
const Service = styled(Card)`
  padding: 1.4rem;
  p {
    margin: 0;
    color: #5f534b;
  }
`;

/** The intro and the services, each with an icon. */
export function IntroServices() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <Eyebrow>{t("home.introEyebrow")}</Eyebrow>
        <h2 id="intro-title">{t("home.introTitle")}</h2>
        <Intro>{t("content.intro")}</Intro>
        <ServicesTitle>{t("home.servicesTitle")}</ServicesTitle>
        <Grid $min="230px">
          {services.map((s) => (
            <Service key={s.key}>
              <IconBadge>
                <Icon name={s.icon} />
              </IconBadge>
              <h3>{t(`content.services.${s.key}.title`)}</h3>
              <p>{t(`content.services.${s.key}.text`)}</p>
            </Service>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
