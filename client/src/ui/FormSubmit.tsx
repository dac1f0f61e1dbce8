import type { ComponentProps } from "react";
import { Button } from "./Button";
import { ErrorText } from "./Field";

type Props = ComponentProps<typeof Button> & { error?: string | null };

/** A form's end: what went wrong with its last save, if anything, above its submit button. */
export function FormSubmit({ error, children, ...button }: Props) {
  return (
    <>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" {...button}>
        {children}
      </Button>
    </>
  );
}
