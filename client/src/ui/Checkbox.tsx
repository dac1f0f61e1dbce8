import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { CheckRow, ErrorText } from "./Field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; error?: string };

/** A labelled checkbox (the whole row is the label's hit area) with its error text. */
export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox({ label, error, id, ...rest }, ref) {
  const errorId = id ? `${id}-err` : undefined;
  return (
    <>
      <CheckRow>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />{" "}
        {label}
      </CheckRow>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
});
