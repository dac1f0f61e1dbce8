import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
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
