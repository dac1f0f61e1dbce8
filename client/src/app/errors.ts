import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { currentLanguage, formatDate, t } from "../i18n";

type Params = Record<string, unknown>;

/** One error of an answer as the server sends it: the English message, and its key and params when it has them. */
interface WireError {
  message?: unknown;
  extensions?: { messageKey?: unknown; messageParams?: unknown };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** A text of the page's language, or undefined when that language has none for `key`. */
function lookup(key: string, params?: Record<string, string | number>): string | undefined {
  const text = t(key, params);
  return text === key ? undefined : text;
}

/**
 * A param of a server message (the server's `domain/shared/messages.ts`) in the page's language: text
 * and numbers as they are, a field label (the param `field`) through `serverFields`, a calendar date
 * `{ date: "YYYY-MM-DD" }` in the page's date format, a list `{ list: <key>, items }` as its items
 * (each a message of that key) joined with ", ". Undefined for anything else.
 */
function param(name: string, value: unknown): string | number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string") return name === "field" ? (lookup(`serverFields.${value}`) ?? value) : value;
  if (!isRecord(value)) return undefined;
  if (typeof value.date === "string") return formatDate(value.date);
  const { list, items } = value;
  if (typeof list !== "string" || !Array.isArray(items)) return undefined;
  const texts = items.map((item) => (isRecord(item) ? translated(list, item) : undefined));
  return texts.every((text) => text !== undefined) ? texts.join(", ") : undefined;
}

/** The server's message `key` in the page's language with its params filled; undefined when it cannot be. */
function translated(key: string, params: Params): string | undefined {
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const p = param(name, value);
    if (p === undefined) return undefined;
    filled[name] = p;
  }
  return lookup(`serverErrors.${key}`, filled);
}

/**
 * One error's message for a customer: in English the server's own words; in another language the
 * translation of its `messageKey` (with its params) when the page's catalogue has it, else the English.
 */
function messageOf(error: WireError): string | undefined {
  const english = typeof error.message === "string" && error.message ? error.message : undefined;
  const { messageKey, messageParams } = error.extensions ?? {};
  if (english && currentLanguage() !== "en" && typeof messageKey === "string")
    return translated(messageKey, isRecord(messageParams) ? messageParams : {}) ?? english;
  return english;
}

/**
 * The server's own message for a failed operation, in the page's language (Hindi pages translate the
 * error's `extensions.messageKey`; see `locales/hi.errors.json`), else `fallback` (the specification's
 * generic text): a network failure or an unexpected answer has no message meant for a customer.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((e) => e.message);
    return (first && messageOf(first)) ?? fallback;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: WireError[] };
      const message = (body.errors?.[0] && messageOf(body.errors[0])) ?? messageOf({ message: body.message });
      if (message) return message;
    } catch {
      /* not JSON */
    }
  }
  return fallback;
}

/**
 * A server message answered as data with its key and params (for example a bus's `reasonKey` and
 * `reasonParams` in the booking wizard), in the page's language; else the server's English.
 */
export const serverData = (english: string, key?: string | null, params?: unknown): string =>
  messageOf({ message: english, extensions: { messageKey: key, messageParams: params } }) ?? english;

/**
 * A message the server answers as plain data rather than as an error (for example the answer of
 * `requestPasswordReset`), in the page's language when its catalogue has `key`; else the server's English.
 */
export const serverText = (key: string, english: string): string =>
  currentLanguage() === "en" ? english : (translated(key, {}) ?? english);
