import { useEffect, useState } from "react";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { telHref, useSettings, waHref } from "./useSettings";

export const WIDGET_OPEN_MS = 10_000;
type Tab = "phone" | "whatsapp" | "email";

const Wrap = styled.aside`
  position: fixed; right: 1rem; bottom: 1rem; z-index: 60; display: flex; flex-direction: column; align-items: flex-end; gap: 0.75rem;
`;
const Panel = styled.div`
  width: min(340px, calc(100vw - 2rem)); background: #fff; border-radius: ${(p) => p.theme.radius.md}; box-shadow: ${(p) => p.theme.shadow.lift};
  border: 1px solid ${(p) => p.theme.color.line}; overflow: hidden;
  header { background: ${(p) => p.theme.color.maroon}; color: #fff; padding: 0.9rem 1.1rem; }
  header h2 { color: #fff; font-size: 1.1rem; margin: 0; }
  .body { padding: 0.9rem 1.1rem 1.1rem; }
  ol { margin: 0.8rem 0; padding-left: 1.2rem; font-size: 0.9rem; color: ${(p) => p.theme.color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  ul a { display: block; padding: 0.5rem 0.7rem; border-radius: ${(p) => p.theme.radius.sm}; background: ${(p) => p.theme.color.cream}; text-decoration: none; font-weight: 600; }
  .hours { font-size: 0.85rem; margin: 0; color: ${(p) => p.theme.color.muted}; }
  @media (max-width: 600px) {
    width: min(300px, calc(100vw - 2rem)); max-height: 48vh; overflow: auto; font-size: 0.9rem;
    header { padding: 0.6rem 0.9rem; } .body { padding: 0.6rem 0.9rem 0.8rem; }
    ul a { padding: 0.35rem 0.6rem; } ol { margin: 0.5rem 0; font-size: 0.8rem; }
  }
`;
const TabList = styled.div`
  display: flex; gap: 0.3rem; margin-bottom: 0.7rem;
  button { flex: 1; min-height: 40px; border: 0; border-radius: ${(p) => p.theme.radius.round}; background: ${(p) => p.theme.color.sand}; cursor: pointer; font-weight: 600; color: ${(p) => p.theme.color.ink}; }
  button[aria-selected="true"] { background: ${(p) => p.theme.color.maroon}; color: #fff; }
`;
const Round = styled.button`
  width: 60px; height: 60px; border-radius: 50%; border: 0; cursor: pointer; background: ${(p) => p.theme.color.saffron};
  box-shadow: ${(p) => p.theme.shadow.lift}; display: grid; place-items: center; color: ${(p) => p.theme.color.ink};
  svg { width: 28px; height: 28px; }
`;

/** Bottom-right on every page: open for the first 10 seconds, then a round button toggles it. */
export function ContactWidget() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  // The first 10 seconds are the page's (performance.now() counts from its start), not this
  // component's: its code loads beside the page, a moment after the first screen.
  const [open, setOpen] = useState(() => performance.now() < WIDGET_OPEN_MS);
  const [tab, setTab] = useState<Tab>("phone");
  useEffect(() => {
    const left = WIDGET_OPEN_MS - performance.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, []);
  const steps = t("widget.steps", { returnObjects: true }) as string[];
  const tabs: Tab[] = ["phone", "whatsapp", "email"];

  return (
    <Wrap aria-label={t("widget.title")}>
      {open && (
        <Panel id="contact-widget" role="region" aria-label={t("widget.title")}>
          <header><h2>{t("widget.title")}</h2></header>
          <div className="body">
            <TabList role="tablist" aria-label={t("widget.tabs")}>
              {tabs.map((k) => (
                <button key={k} type="button" role="tab" id={`cw-tab-${k}`} aria-selected={tab === k} aria-controls={`cw-panel-${k}`} onClick={() => setTab(k)}>
                  {t(`widget.${k}`)}
                </button>
              ))}
            </TabList>
            <div role="tabpanel" id={`cw-panel-${tab}`} aria-labelledby={`cw-tab-${tab}`}>
              <ul>
                {tab === "phone" && settings?.bookingPhones.map((p) => <li key={p}><a href={telHref(p)}>{p}</a></li>)}
                {tab === "whatsapp" && settings?.whatsappContacts.map((c) => (
                  <li key={c.number}><a href={waHref(c.number, t("widget.greeting"))} target="_blank" rel="noopener noreferrer">{c.label}: +{c.number}</a></li>
                ))}
                {tab === "email" && settings && <li><a href={`mailto:${settings.email}`}>{settings.email}</a></li>}
              </ul>
            </div>
            <ol>{steps.map((s) => <li key={s}>{s}</li>)}</ol>
            <p className="hours">{t("widget.supportHours", { hours: settings?.supportHours ?? "9:00 AM - 9:00 PM daily" })}</p>
          </div>
        </Panel>
      )}
      <Round type="button" aria-expanded={open} aria-controls="contact-widget" aria-label={open ? t("widget.close") : t("widget.open")} onClick={() => setOpen((o) => !o)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          {open ? <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" /> : <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />}
        </svg>
      </Round>
    </Wrap>
  );
}
