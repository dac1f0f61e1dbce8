import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n";
import { ContactTabs, type ContactTab } from "./ContactTabs";
import { Panel, Round, Wrap } from "./ContactWidget.styles";
import { useSettings } from "./useSettings";

export const WIDGET_OPEN_MS = 10_000;

/** Bottom-right on every page: open for the first 10 seconds, then a round button toggles it. */
export function ContactWidget() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  // The first 10 seconds are the page's (performance.now() counts from its start), not this
  // component's: its code loads beside the page, a moment after the first screen.
  // It starts open (as the server draws it) and closes when the page's 10 seconds are up.
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<ContactTab>("phone");
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), Math.max(0, WIDGET_OPEN_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  const steps = t("widget.steps", { returnObjects: true }) as string[];

  return (
    <Wrap aria-label={t("widget.title")}>
      {open && (
        <Panel id="contact-widget" role="region" aria-label={t("widget.title")}>
          <header>
            <h2>{t("widget.title")}</h2>
          </header>
          <div className="body">
            <ContactTabs tab={tab} onTab={setTab} />
            <ol>
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className="hours">
              {t("widget.supportHours", { hours: settings?.supportHours ?? "9:00 AM - 9:00 PM daily" })}
            </p>
          </div>
        </Panel>
      )}
      <Round
        type="button"
        aria-expanded={open}
        aria-controls="contact-widget"
        aria-label={open ? t("widget.close") : t("widget.open")}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          {open ? (
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          ) : (
            <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          )}
        </svg>
      </Round>
    </Wrap>
  );
}
