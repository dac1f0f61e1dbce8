import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import styled from "styled-components";
import { todayInIndia } from "../../app/calendar";
import { urls } from "../../app/urls";
import { Container } from "../../ui/Page";
import { telHref, useSettings } from "./useSettings";

const Foot = styled.footer`
  background: ${(p) => p.theme.color.ink};
  color: #e9dcc5;
  padding: 3.5rem 0 2rem;
  margin-top: auto;
  a {
    color: #f7d98b;
  }
  h2 {
    color: #fff;
    font-size: 1.1rem;
    font-family: ${(p) => p.theme.font.body};
    letter-spacing: 0.04em;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
`;
const Cols = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
const Small = styled.p`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  font-size: 0.9rem;
  color: #bfae93;
`;

/** The footer's quick links: the site's pages, named as in the navbar. */
const LINKS = [
  [urls.buses, "nav.buses"],
  [urls.booking, "nav.book"],
  [urls.about, "nav.about"],
  [urls.contact, "nav.contact"],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <Foot>
      <Container>
        <Cols>
          <div>
            <h2>{t("brand")}</h2>
            <p>{t("footer.tagline")}</p>
            {settings && <p>{settings.address}</p>}
          </div>
          <div>
            <h2>{t("footer.links")}</h2>
            <ul>
              {LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t("footer.contact")}</h2>
            <ul>
              {settings?.bookingPhones.slice(0, 2).map((p) => (
                <li key={p}>
                  <a href={telHref(p)}>{p}</a>
                </li>
              ))}
              {settings && (
                <li>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              )}
            </ul>
          </div>
          <div>
            <h2>{t("footer.hours")}</h2>
            {settings && (
              <p>
                {settings.supportHours}
                <br />
                {settings.businessHours}
              </p>
            )}
          </div>
        </Cols>
        <Small>
          © {todayInIndia().slice(0, 4)} {t("brand")}. {t("footer.rights")}
        </Small>
      </Container>
    </Foot>
  );
}
