import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Container, Eyebrow, Section } from "../../ui/Page";
import { MapCard } from "../contact/MapCard";
import { telHref, useSettings } from "../shell/useSettings";

const Split = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: start;
`;

const Numbers = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.4rem;
`;

/** Contact on the home page: phones, email and hours beside the map. */
export function HomeContact() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <Section aria-labelledby="contact-title">
      <Container>
        <Split>
          <div>
            <Eyebrow>{t("home.contactEyebrow")}</Eyebrow>
            <h2 id="contact-title">{t("home.contactTitle")}</h2>
            <p>{t("home.contactText")}</p>
            {settings && (
              <Numbers>
                {settings.bookingPhones.map((p) => (
                  <li key={p}>
                    <a href={telHref(p)}>{p}</a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
                <li>{settings.supportHours}</li>
              </Numbers>
            )}
            <LinkButton to={urls.contact}>{t("nav.contact")}</LinkButton>
          </div>
          <MapCard />
        </Split>
      </Container>
    </Section>
  );
}
