import { useTranslation } from "../../i18n";
import { TabList } from "./ContactWidget.styles";
import { whatsappHref } from "../../app/phone";
import { telHref, useSettings } from "./useSettings";

export type ContactTab = "phone" | "whatsapp" | "email";
const tabs: ContactTab[] = ["phone", "whatsapp", "email"];

/** The widget's Phone / WhatsApp / Email tabs and the chosen tab's links. */
export function ContactTabs({ tab, onTab }: { tab: ContactTab; onTab: (tab: ContactTab) => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <>
      <TabList role="tablist" aria-label={t("widget.tabs")}>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`cw-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`cw-panel-${k}`}
            onClick={() => onTab(k)}
          >
            {t(`widget.${k}`)}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`cw-panel-${tab}`} aria-labelledby={`cw-tab-${tab}`}>
        <ul>
          {tab === "phone" &&
            settings?.bookingPhones.map((p) => (
              <li key={p}>
                <a href={telHref(p)}>{p}</a>
              </li>
            ))}
          {tab === "whatsapp" &&
            settings?.whatsappContacts.map((c) => (
              <li key={c.number}>
                <a href={whatsappHref(c.number, t("widget.greeting"))} target="_blank" rel="noopener noreferrer">
                  {c.label}: +{c.number}
                </a>
              </li>
            ))}
          {tab === "email" && settings && (
            <li>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          )}
        </ul>
      </div>
    </>
  );
}
