import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import styled, { css } from "styled-components";

/** How a form control (input, text area, select) is drawn, with its focus ring; its size is the caller's. */
export const controlLook = css`
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1.5px solid ${(p) => p.theme.color.line};
  background: #fff;
  color: ${(p) => p.theme.color.ink};
  &:focus {
    border-color: ${(p) => p.theme.color.maroon};
    outline: none;
    box-shadow: 0 0 0 3px rgba(242, 159, 5, 0.35);
  }
`;

export const FieldWrap = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input,
  textarea,
  select {
    width: 100%;
    min-height: 46px;
    padding: 0.65rem 0.85rem;
    ${controlLook}
  }
  [aria-invalid="true"] {
    border-color: ${(p) => p.theme.color.danger};
  }
`;

export const ErrorText = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.9rem;
  margin: 0;
  font-weight: 500;
`;

/** A line under a field saying what it means or what follows from it (tie it to the control by aria-describedby). */
export const FieldHint = styled.small`
  display: block;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85rem;
  line-height: 1.4;
`;

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldWrap>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-err` : undefined}
        {...rest}
      />
      {hint}
      {error && (
        <ErrorText id={`${fieldId}-err`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrap>
  );
});

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string };

export const TextArea = forwardRef<HTMLTextAreaElement, AreaProps>(function TextArea(
  { label, error, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldWrap>
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} ref={ref} rows={4} aria-invalid={error ? true : undefined} {...rest} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </FieldWrap>
  );
});

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  font-size: 0.95rem;
  cursor: pointer;
  min-height: 32px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${(p) => p.theme.color.maroon};
  }
`;

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
