import type { Language } from "../../i18n";

const YEAR = 365 * 24 * 3600;

/**
 * Keeps this device's choice of language: in local storage, and in a cookie the server reads to answer
 * an unprefixed URL in that language next time (see server/src/http/render.ts).
 */
export function keepLanguageChoice(language: Language) {
  try {
    localStorage.setItem("language", language);
  } catch {
    // Storage may be unavailable (private mode): the cookie still keeps the choice.
  }
  document.cookie = `lang=${language}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** This device's explicit choice, if the visitor made one here. */
export const languageChosenHere = (): string | null => localStorage.getItem("language");

/**
 * The switcher's choice: kept on this device and, when signed in, in the account (e-mails and the
 * invoice follow it). The page is about to change, so the account is told with a request that
 * outlives it (`keepalive`); nothing waits for the answer (the dashboard puts it right otherwise).
 */
export function rememberLanguage(language: Language) {
  keepLanguageChoice(language);
  const token = localStorage.getItem("token");
  if (token)
    void fetch("/graphql", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: "mutation SetMyLanguage($language: String!) { setMyLanguage(language: $language) }",
        variables: { language },
      }),
    }).catch(() => undefined);
}
