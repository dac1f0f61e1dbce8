import { createContext, useContext, useEffect, useState } from "react";
import type { Translate } from "../i18n";

/**
 * What the server made of a form the browser posted before the page's script ran (server/src/http/forms.ts):
 * the page is rendered again with it, and the browser hydrates with the same (the JSON element
 * `#form-outcome` the server writes beside the Apollo state), so both draw the same page.
 */
export interface FormOutcome {
  form: "login" | "register" | "contact";
  /** The values typed (never a password), to put back in the fields. */
  values?: Record<string, string | boolean>;
  /** The login tab the form was sent on. */
  tab?: "user" | "admin";
  /** What went wrong with the form as a whole (shown where the app shows a failed send). */
  error?: OutcomeMessage;
  /** What is wrong with each field (shown under it, as the app's own checks do). */
  fields?: Record<string, OutcomeMessage>;
  /** The contact form's message was stored. */
  sent?: boolean;
}

/** A text of the client's catalogue (`key`), or a server message: its English and its key and params. */
export interface OutcomeMessage {
  key?: string;
  message?: string;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
}

function fromPage(): FormOutcome | null {
  if (typeof document === "undefined") return null;
  try {
    const text = document.getElementById("form-outcome")?.textContent;
    return text ? (JSON.parse(text) as FormOutcome) : null;
  } catch {
    return null;
  }
}

/** The server's entry provides each render's outcome; in the browser it is the page's own. */
export const FormOutcomeContext = createContext<FormOutcome | null>(fromPage());

let used = false;

/** The outcome for this form on the page as the server drew it; null on a later visit of the page in the app. */
export function useFormOutcome(form: FormOutcome["form"]): FormOutcome | null {
  const outcome = useContext(FormOutcomeContext);
  const [mine] = useState(() => (!used && outcome?.form === form ? outcome : null));
  useEffect(() => {
    if (mine) used = true;
  }, [mine]);
  return mine;
}

/**
 * An outcome's message in the page's language: a client text by its key; a server message in English as
 * the server wrote it, else its key's translation (`serverErrors.*`, a field label through `serverFields.*`).
 */
export function outcomeText(m: OutcomeMessage | undefined, t: Translate, language: string): string | undefined {
  if (!m) return undefined;
  if (m.key) return t(m.key);
  if (language !== "en" && m.messageKey) {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(m.messageParams ?? {})) {
      if (typeof value === "number") params[name] = value;
      else if (typeof value === "string")
        params[name] =
          name === "field" && t(`serverFields.${value}`) !== `serverFields.${value}`
            ? t(`serverFields.${value}`)
            : value;
    }
    const text = t(`serverErrors.${m.messageKey}`, params);
    if (text !== `serverErrors.${m.messageKey}`) return text;
  }
  return m.message;
}
