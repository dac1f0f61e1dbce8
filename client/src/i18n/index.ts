import { useSyncExternalStore } from "react";
import en from "../locales/en.json";

/**
 * The site's texts, keyed. English is the source locale and holds the specification's words.
 * The messages follow i18next's JSON format (nested keys, `{{name}}` placeholders, `_one`/`_other`
 * plural forms chosen by `count`), so a translator's tools read them as they are; the lookup is
 * ours because i18next would be a tenth of the home page's JavaScript budget on its own.
 * `en.json` holds the texts of the navigation bar and the home page's first screen; the rest of the
 * public site's texts (`en.pages.json`) load with the first part that needs them, the admin area's
 * (`en.admin.json`) with the admin area.
 */
type Messages = { [key: string]: string | string[] | Messages };
type Params = Record<string, string | number>;
type ObjectParams = { returnObjects: true } & Record<string, string | number | boolean>;

const catalogues: Record<string, Messages> = { en };
let language = "en";
let plurals = new Intl.PluralRules(language);
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

function resolve(key: string, count: unknown): Messages[string] | undefined {
  for (const messages of [catalogues[language], catalogues.en]) {
    if (!messages) continue;
    if (typeof count === "number") {
      const plural = lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    const found = lookup(messages, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A list or group of texts (for example a list of steps). */
export function t(key: string, params: ObjectParams): unknown;
/** The text for `key`, with `{{name}}` placeholders filled from `params`; the key itself when missing. */
export function t(key: string, params?: Params): string;
export function t(key: string, params?: Params | ObjectParams): unknown {
  const found = resolve(key, params?.count);
  if (found === undefined) return key;
  if (typeof found !== "string") return params?.returnObjects === true ? found : key;
  return params
    ? found.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
    : found;
}

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
export function addMessages(messages: Messages, locale = "en") {
  deepMerge((catalogues[locale] ??= {}), messages);
  changed();
}

let pageMessages: Promise<void> | undefined;
/** Loads the public pages' texts once; lazily loaded pages wait for it (see `lazyPage`). */
const loadPageMessages = () =>
  (pageMessages ??= import("../locales/en.pages.json").then((m) => addMessages(m.default)));
/** A lazily loaded module that shows the pages' texts: resolves once both have loaded. */
/**
 * Before hydrating a server-rendered page: its texts must be there before React takes the page over,
 * because texts arriving mid-hydration re-render the shell and make React redraw (and shift) parts
 * whose code is still loading.
 */
export const pageMessagesLoaded = (): Promise<void> => loadPageMessages();
export const withPageMessages = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadPageMessages()]).then(([m]) => m);

export function setLanguage(locale: string) {
  language = locale;
  plurals = new Intl.PluralRules(locale);
  document.documentElement.lang = locale;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/** `const { t } = useTranslation()`: re-renders the component when the language or messages change. */
export function useTranslation() {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { t, i18n: { language, setLanguage } };
}

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );
export const formatNumber = (n: number, digits = 2) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
