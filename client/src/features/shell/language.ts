import type { Language } from "../../i18n";

const YEAR = 365 * 24 * 3600;

/**
 * Keeps this device's choice of language: in local storage, and in a cookie the server reads to answer
 * an unprefixed URL in that language next time (see server/src/http/render.ts). Resolves once the cookie
 * is stored (cookieStore, where the browser has it): a page load started before that could go without
 * it, and the server would answer in the language left (a document.cookie write is not waited for).
 */
export async function keepLanguageChoice(language: Language): Promise<void> {
  try {
    localStorage.setItem("language", language);
  } catch {
    // Storage may be unavailable (private mode): the cookie still keeps the choice.
  }
  const write = () => void (document.cookie = `lang=${language}; path=/; max-age=${YEAR}; samesite=lax`);
  if (typeof cookieStore === "undefined") return write();
  const cookie: CookieInit = {
    name: "lang",
    value: language,
    path: "/",
    expires: Date.now() + YEAR * 1000,
    sameSite: "lax",
  };
  await cookieStore.set(cookie).catch(write);
}

/** This device's explicit choice, if the visitor made one here. */
export const languageChosenHere = (): string | null => localStorage.getItem("language");

/**
 * The switcher's choice: kept on this device and, when signed in, in the account (e-mails and the
 * invoice follow it). The page is about to change, so the account is told with a request that
 * outlives it (`keepalive`); nothing waits for the answer (the dashboard puts it right otherwise).
 */
export async function rememberLanguage(language: Language): Promise<void> {
  await keepLanguageChoice(language);
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
