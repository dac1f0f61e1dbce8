import { useTranslation } from "../../i18n";
import { whatsappHref } from "../../app/phone";
import { telHref, useSettings } from "../shell/useSettings";
import { MapCard } from "./MapCard";

/** Phones, WhatsApp, email and business hours from the site settings, and the map. */
export function ContactInfo() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <div>
      <h2>{t("contact.infoTitle")}</h2>
      {settings && (
        <>
          <h3>{t("contact.phones")}</h3>
          <ul>
            {settings.bookingPhones.map((p) => (
              <li key={p}>
                <a href={telHref(p)}>{p}</a>
              </li>
            ))}
          </ul>
          <h3>{t("contact.whatsapp")}</h3>
          <ul>
            {settings.whatsappContacts.map((c) => (
              <li key={c.number}>
                <a href={whatsappHref(c.number, t("widget.greeting"))} target="_blank" rel="noopener noreferrer">
                  {c.label}: +{c.number}
                </a>
              </li>
            ))}
          </ul>
          <h3>{t("contact.emailLabel")}</h3>
          <ul>
            <li>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          </ul>
          <h3>{t("contact.hoursTitle")}</h3>
          <p>{settings.businessHours}</p>
        </>
      )}
      <MapCard />
    </div>
  );
}
