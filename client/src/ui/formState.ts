import { useEffect, useRef, useState } from "react";

/**
 * A form's save and what went wrong with it: `attempt(save)` clears the last error, awaits `save` and,
 * when it throws, keeps a message for the form to show: the error's own (or `fallback` where it has
 * none), or what `fallback` makes of the error when it is a function. `attempt` itself never throws.
 */
export function useAttempt(fallback: string | ((err: unknown) => string) = "") {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (save: () => Promise<unknown>) => {
    setError(null);
    try {
      await save();
    } catch (err) {
      setError(typeof fallback === "function" ? fallback(err) : (err as Error).message || fallback);
    }
  };
  return { error, setError, attempt };
}

/**
 * A small form's text values, and `field(key)`: the `value` and `onChange` of the input that edits one (`set`
 * changes one from a checkbox or a button).
 *
 * `saved`, when given, is what the server keeps (undefined while it loads): the form fills from it. A field the
 * person changed before it first arrived keeps what they typed (on a slow connection an operator types before
 * the settings have loaded, and their arrival must not quietly undo it); when the server's values change later
 * (the answer to a save, a refresh), the form shows them.
 */
export function useDraft<T extends Record<string, string>>(initial: T, saved?: T | null) {
  const [draft, setDraft] = useState(initial);
  const typedBeforeLoad = useRef(new Set<keyof T>());
  const loaded = useRef(false);
  const savedKey = saved ? JSON.stringify(saved) : null;
  useEffect(() => {
    if (savedKey === null) return;
    const values = JSON.parse(savedKey) as T;
    const typed = loaded.current ? new Set<keyof T>() : new Set(typedBeforeLoad.current);
    loaded.current = true;
    typedBeforeLoad.current.clear();
    setDraft((d) => Object.fromEntries(Object.keys(values).map((k) => [k, typed.has(k) ? d[k] : values[k]])) as T);
  }, [savedKey]);
  const set = (key: keyof T, value: string) => {
    if (!loaded.current) typedBeforeLoad.current.add(key);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const field = (key: keyof T) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return { draft, setDraft, set, field };
}
