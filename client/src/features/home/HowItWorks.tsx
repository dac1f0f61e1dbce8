import styled from "styled-components";
import { numberFormat, useTranslation } from "../../i18n";
import { howItWorks } from "../../content/site";
import { Container, Section } from "../../ui/Page";

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  counter-reset: step;
  li {
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: ${(p) => p.theme.radius.md};
    padding: 1.4rem;
  }
  li span {
    color: #ffd27a;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    font-size: 0.8rem;
  }
  h3 {
    color: #fff;
    margin: 0.4rem 0;
  }
  p {
    margin: 0;
  }
`;
const Title = styled.h2`
  color: #fff;
`;

/** How it works: the numbered steps on maroon. */
export function HowItWorks() {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.locale);
  return (
    <Section $tone="maroon" aria-labelledby="how-title">
      <Container>
        <Title id="how-title">{t("home.howTitle")}</Title>
        <Steps>
          {howItWorks.map((key, i) => (
            <li key={key}>
              <span>{t("home.step", { n: number.format(i + 1) })}</span>
              <h3>{t(`content.steps.${key}.title`)}</h3>
              <p>{t(`content.steps.${key}.text`)}</p>
            </li>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
