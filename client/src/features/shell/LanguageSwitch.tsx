import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { pathInLanguage, useTranslation, type Language } from "../../i18n";

/**
 * हिन्दी / English: the same page in the other language. A plain link (a new page load), because the
 * language is part of the URL and each language's page is rendered by the server in that language.
 * A click also keeps the choice (./language.ts, loaded on the click: it is not needed before).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const other: Language = i18n.language === "hi" ? "en" : "hi";
  const choose = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const href = e.currentTarget.href;
    void import("./language")
      .then((m) => m.rememberLanguage(other))
      .catch(() => undefined)
      .finally(() => location.assign(href));
  };
  return (
    <a
      href={pathInLanguage(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      title={t(other === "hi" ? "language.switchToHindi" : "language.switchToEnglish")}
      onClick={choose}
      // On an English page the word हिन्दी is drawn in the system's font: the site's Devanagari font is for Hindi pages.
      style={other === "hi" ? { fontFamily: "system-ui, sans-serif" } : undefined}
    >
      {t(`language.${other}`)}
    </a>
  );
}
