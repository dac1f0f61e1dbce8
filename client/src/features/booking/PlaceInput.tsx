import { forwardRef, useId, useState, type Ref } from "react";
import { useTranslation } from "../../i18n";
import { ErrorText, FieldWrap } from "../../ui/Field";
import styled from "styled-components";
import { PlaceSuggestions } from "./PlaceSuggestions";
import { usePlaceSuggestions } from "./usePlaceSuggestions";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name: string;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** The field, with its suggestions' list placed under the input. */
const Field = styled(FieldWrap)`
  position: relative;
`;

/**
 * Place autocomplete from the server's gazetteer (a WAI-ARIA combobox: arrows, Enter, Escape). Picking a
 * suggestion fills the formatted address "Name, Region, India".
 */
export const PlaceInput = forwardRef<HTMLInputElement, Props>(function PlaceInput(
  { label, value, onChange, onBlur, error, name },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, inputRef } = usePlaceSuggestions(value, onChange);

  const pick = (i: number) => {
    const p = items[i];
    if (!p) return;
    onChange(`${p.name}, ${p.region}${p.region === "Nepal" ? "" : ", India"}`);
    setOpen(false);
    setActive(-1);
  };
  const show = open && items.length > 0;

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={(el) => {
          inputRef.current = el;
          setRef(ref, el);
        }}
        name={name}
        value={value}
        autoComplete="off"
        placeholder={t("booking.placeholder")}
        role="combobox"
        aria-expanded={show}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={show && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (!show) return;
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            pick(active);
          } else if (e.key === "Escape") setOpen(false);
        }}
      />
      {show && <PlaceSuggestions id={id} items={items} active={active} onPick={pick} />}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Field>
  );
});
