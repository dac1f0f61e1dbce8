import { createContext, useContext, useSyncExternalStore } from "react";
import en from "../locales/en.json";

/**
 * The site's texts, keyed, in English (the source locale, holding the specification's words) and
 * Hindi. The messages follow i18next's JSON format (nested keys, `{{name}}` placeholders, `_one`/`_other`
 * plural forms chosen by `count`), so a translator's tools read them as they are; the lookup is
 * ours because i18next would be a tenth of the home page's JavaScript budget on its own.
 * `en.json` holds the texts of the navigation bar and the home page's first screen; the rest of the
 * public site's texts (`en.pages.json`) load with the first part that needs them, the admin area's
 * (`en.admin.json`) with the admin area. Hindi (`hi*.json`) loads only on Hindi pages, whose URLs
 * start with `/hi`; a missing Hindi text falls back to English.
 */
type Messages = { [key: string]: string | string[] | Messages };
type Params = Record<string, string | number>;
type ObjectParams = { returnObjects: true } & Record<string, string | number | boolean>;

export type Language = "en" | "hi";
export const LANGUAGES: readonly Language[] = ["en", "hi"];
/** The Intl locale of each language: en-US as the specification says for English, hi-IN for Hindi. */
export const LOCALES: Record<Language, string> = { en: "en-US", hi: "hi-IN" };

/** A page's language from its path: `/hi` and `/hi/...` are Hindi, everything else English. */
export const languageOfPath = (pathname: string): Language => (/^\/hi(\/|$)/.test(pathname) ? "hi" : "en");
/** The router's basename for a language: the part of the URL before the app's own paths. */
export const basenameOf = (language: Language) => (language === "hi" ? "/hi" : "");
/** The same page in another language: `/buses` <-> `/hi/buses`, `/` <-> `/hi`. */
export function pathInLanguage(appPath: string, language: Language): string {
  const base = basenameOf(language);
  return base && (appPath === "/" || appPath === "") ? base : base + appPath;
}

const catalogues: Record<string, Messages> = { en };
/** The browser's page language (one per page load); the server passes each render's through context. */
let language: Language = "en";
const plurals = new Map<string, Intl.PluralRules>();
const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version++;
  listeners.forEach((l) => l());
}

function lookup(messages: Messages, key: string): Messages[string] | undefined {
  let node: Messages[string] | undefined = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

function plural(lang: Language, count: number) {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(LOCALES[lang])));
  return rules.select(count);
}

function resolve(lang: Language, key: string, count: unknown): Messages[string] | undefined {
  for (const messages of lang === "en" ? [catalogues.en] : [catalogues[lang], catalogues.en]) {
    if (!messages) continue;
    if (typeof count === "number") {
      const found = lookup(messages, `${key}_${plural(lang, count)}`) ?? lookup(messages, `${key}_other`);
      if (found !== undefined) return found;
    }
    const found = lookup(messages, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface Translate {
  /** A list or group of texts (for example a list of steps). */
  (key: string, params: ObjectParams): unknown;
  /** The text for `key`, with `{{name}}` placeholders filled from `params`; the key itself when missing. */
  (key: string, params?: Params): string;
}

function translator(lang: Language): Translate {
  return ((key: string, params?: Params | ObjectParams): unknown => {
    const found = resolve(lang, key, params?.count);
    if (found === undefined) return key;
    if (typeof found !== "string") return params?.returnObjects === true ? found : key;
    return params
      ? found.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
      : found;
  }) as Translate;
}
const translators: Record<Language, Translate> = { en: translator("en"), hi: translator("hi") };

/** The page language's texts, outside React (the browser has one language per page load). */
export const t: Translate = ((key: string, params?: Params) => translators[language](key, params)) as Translate;

function deepMerge(into: Messages, from: Messages) {
  for (const [k, v] of Object.entries(from)) {
    const current = into[k];
    if (
      v &&
      typeof v === "object" &&
      !Array.isArray(v) &&
      current &&
      typeof current === "object" &&
      !Array.isArray(current)
    )
      deepMerge(current, v);
    else into[k] = v;
  }
}

/** Adds (or overrides) messages of one locale, as a lazily loaded area does for its own texts. */
export function addMessages(messages: Messages, locale: Language = "en") {
  deepMerge((catalogues[locale] ??= {}), messages);
  changed();
}

/** The Hindi texts of the first screen (navigation bar, the home page's hero): before a Hindi page runs. */
const loadFirstScreen = (lang: Language): Promise<void> =>
  lang === "hi" ? import("../locales/hi.json").then((m) => addMessages(m.default, "hi")) : Promise.resolve();

let pageMessages: Promise<void> | undefined;
/** Loads the public pages' texts once (and on a Hindi page their Hindi, with the server messages'). */
const loadPageMessages = () =>
  (pageMessages ??= Promise.all([
    import("../locales/en.pages.json").then((m) => addMessages(m.default)),
    language === "hi"
      ? Promise.all([import("../locales/hi.pages.json"), import("../locales/hi.errors.json")]).then(([p, e]) => {
          addMessages(p.default, "hi");
          addMessages(e.default, "hi");
        })
      : undefined,
  ]).then(() => undefined));

/**
 * Sets the page's language (from its URL, before the App renders) and loads its first screen's texts.
 * Before hydrating a server-rendered page its texts must be there too, because texts arriving
 * mid-hydration re-render the shell and make React redraw (and shift) parts whose code is still loading.
 */
export function startLanguage(lang: Language): Promise<void> {
  language = lang;
  document.documentElement.lang = lang;
  return loadFirstScreen(lang);
}
export const pageMessagesLoaded = (): Promise<void> => loadPageMessages();
/** A lazily loaded module that shows the pages' texts: resolves once both have loaded. */
export const withPageMessages = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadPageMessages()]).then(([m]) => m);

/** The page's language outside React (module-level helpers such as server-message translation). */
export const currentLanguage = (): Language => language;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/**
 * The language a render is in. The browser's entry provides the page's language; the server's entry
 * provides each render's own, so two pages rendered at once in two languages never mix.
 */
const LanguageContext = createContext<Language>("en");
export const LanguageProvider = LanguageContext.Provider;

/** `const { t } = useTranslation()`: re-renders the component when the language's messages change. */
export function useTranslation() {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const lang = useContext(LanguageContext);
  return { t: translators[lang], i18n: { language: lang, locale: LOCALES[lang] } };
}

/**
 * Dates in the page's language, en-US short form (month, day, year) in English as the specification says.
 * A server-rendered page passes its render's language (`i18n.language` of useTranslation): on the server
 * the module's language is not the page's, and a date in another language than the browser's would not
 * hydrate (React would redraw the page and lose what a visitor did before the script ran).
 */
export const formatDate = (iso: string, lang: Language = language) =>
  once(
    `date:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
export const formatNumber = (n: number, digits = 2) =>
  once(
    `number:${language}:${digits}`,
    () => new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(n);
/**
 * Numbers in an Intl locale (en-US, hi-IN): grouped, up to three decimals. Both locales write a number
 * under 1,000 with at most three decimals as JavaScript does (Latin digits, a point, no grouping), so those
 * (the home page's step numbers and ratings) are written without Intl: its first formatter loads the
 * browser's number data, a long task on a slow phone while the page hydrates.
 */
export const numberFormat = (locale: string): Pick<Intl.NumberFormat, "format"> =>
  once(`integer:${locale}`, () => {
    let intl: Intl.NumberFormat | undefined;
    return {
      format: (n: number | bigint) =>
        typeof n === "number" && PLAIN_LOCALES.has(locale) && PLAIN.test(String(n)) && !Object.is(n, -0)
          ? String(n)
          : (intl ??= new Intl.NumberFormat(locale)).format(n),
    };
  });
const PLAIN_LOCALES = new Set(["en-US", "hi-IN"]);
/** 0 to 999.999, at most three decimals: nothing to group or round (-0 is Intl's "-0"). */
const PLAIN = /^\d{1,3}(\.\d{1,3})?$/;
/** "3 months ago" and the like in an Intl locale. */
export const relativeTimeFormat = (locale: string) =>
  once(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/**
 * Each Intl formatter is built once per locale and options: building one loads the browser's locale data,
 * a long task on a slow phone while a page hydrates (the home page's reviews built one per review).
 */
const built = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  let formatter = built.get(key) as T | undefined;
  if (formatter === undefined) built.set(key, (formatter = make()));
  return formatter;
}
