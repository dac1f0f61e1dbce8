import type { ComponentProps } from "react";
import { Button } from "./Button";

type Props = Omit<ComponentProps<typeof Button>, "children"> & { label: string; item: string };

/** A button acting on one item of a list: it reads `label`; a screen reader hears `label item` ("Edit Sarnath"). */
export function ItemButton({ label, item, ...rest }: Props) {
  return (
    <Button type="button" aria-label={`${label} ${item}`} {...rest}>
      {label}
    </Button>
  );
}
