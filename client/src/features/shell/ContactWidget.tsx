import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n";
import { ContactTabs, type ContactTab } from "./ContactTabs";
import { Panel, Round, Wrap } from "./ContactWidget.styles";
import { useSettings } from "./useSettings";

export const WIDGET_OPEN_MS = 10_000;
/** Kept for the visit (the tab's session): its first page has been shown, where the panel may have opened by itself. */
export const WIDGET_SHOWN_KEY = "kct.contactShown";
/** Below this width the open panel would cover much of the screen: it does not open by itself over a form. */
const PHONE = "(max-width: 899px)";

/**
 * Whether the panel opens by itself on this page: only on the first page of the visit (which marks the visit,
 * whether the panel opens there or not), only on a page the server drew (`#apollo-state`: all its content is there
 * as it decides; a customer's own pages, drawn in the browser, load theirs later), and on a phone not over a
 * form's fields or a quote's lines (`main form, main table`).
 */
function opensByItself(): boolean {
  try {
    if (sessionStorage.getItem(WIDGET_SHOWN_KEY)) return false;
    sessionStorage.setItem(WIDGET_SHOWN_KEY, "1");
    if (!document.getElementById("apollo-state")) return false;
    const phone = window.matchMedia?.(PHONE).matches ?? false;
    return !(phone && document.querySelector("main form, main table"));
  } catch {
    return false; // storage refused (private mode): never open by itself rather than on every page
  }
}

/**
 * Bottom-right on every page, a round button that toggles the contacts. The panel opens by itself once per visit
 * for its first 10 seconds (counted from the page's start), and closes when the visitor moves to another page.
 * The server draws it closed (in the page, hidden: its words are there for a reader without the script): whether
 * it opens depends on the visit, which only the browser knows.
 */
export function ContactWidget() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<"no" | "byItself" | "asked">("no");
  const [tab, setTab] = useState<ContactTab>("phone");
  useEffect(() => {
    if (!opensByItself()) return;
    setOpen("byItself");
    const left = WIDGET_OPEN_MS - performance.now();
    const timer = setTimeout(() => setOpen((o) => (o === "byItself" ? "no" : o)), left > 0 ? left : WIDGET_OPEN_MS);
    return () => clearTimeout(timer);
  }, []);
  // Opened by itself, it does not follow the visitor to the next page.
  const [page, setPage] = useState(pathname);
  if (page !== pathname) {
    setPage(pathname);
    if (open === "byItself") setOpen("no");
  }
  const steps = t("widget.steps", { returnObjects: true }) as string[];
  const shown = open !== "no";

  return (
    <Wrap aria-label={t("widget.title")}>
      <Panel id="contact-widget" role="region" aria-label={t("widget.title")} hidden={!shown}>
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
      <Round
        type="button"
        aria-expanded={shown}
        aria-controls="contact-widget"
        aria-label={shown ? t("widget.close") : t("widget.open")}
        onClick={() => setOpen(shown ? "no" : "asked")}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          {shown ? (
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          ) : (
            <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          )}
        </svg>
      </Round>
    </Wrap>
  );
}
