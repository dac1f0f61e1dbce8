import type { ChangeEvent, SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { CheckRow, FieldHint, FieldWrap } from "../../ui/Field";
import { Bare } from "../../ui/Layout";

type ChoiceProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  values: readonly string[];
  text: (value: string) => string;
  hint?: string;
};

/** A select of `values`, each shown by `text(value)`, with an optional line under it tied to it. */
export function Choice({ id, label, values, text, hint, ...select }: ChoiceProps) {
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </FieldWrap>
  );
}

/** A choice whose options are sentences: the whole row of the settings' grid, each option read in full. */
const Group = styled(Bare)`
  grid-column: 1 / -1;
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  legend {
    font-weight: 600;
    font-size: 0.95rem;
    margin-bottom: 0.35rem;
    padding: 0;
  }
`;

/** Radio buttons named `name`, one per value, each labelled by `text(value)`. */
export function RadioChoice({
  name,
  label,
  values,
  text,
  value,
  onChange,
}: {
  name: string;
  label: string;
  values: readonly string[];
  text: (value: string) => string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Group>
      <legend>{label}</legend>
      {values.map((v) => (
        <CheckRow key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={onChange} />
          {text(v)}
        </CheckRow>
      ))}
    </Group>
  );
}
