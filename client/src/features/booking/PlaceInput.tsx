import { useLazyQuery, useQuery } from "@apollo/client/react";
import { forwardRef, useEffect, useId, useRef, useState, type Ref } from "react";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { graphql } from "../../gql";
import { ErrorText, FieldWrap } from "../../ui/Field";

const PlacesQuery = graphql(`
  query PlaceSuggestions($search: String!) {
    places(search: $search, limit: 8) { id name region }
  }
`);

const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig { mapsApiKey }
  }
`);

const List = styled.ul`
  list-style: none; margin: 0.25rem 0 0; padding: 0.25rem; background: #fff; border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.sm}; box-shadow: ${(p) => p.theme.shadow.card}; position: absolute; left: 0; right: 0; z-index: 20;
  li { padding: 0.55rem 0.7rem; border-radius: 6px; cursor: pointer; }
  li[aria-selected="true"], li:hover { background: ${(p) => p.theme.color.sand}; }
  small { color: ${(p) => p.theme.color.muted}; }
`;

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

/**
 * Place autocomplete from the server's gazetteer (a WAI-ARIA combobox: arrows, Enter, Escape). Picking a
 * suggestion fills the formatted address "Name, Region, India".
 */
export const PlaceInput = forwardRef<HTMLInputElement, Props>(function PlaceInput({ label, value, onChange, onBlur, error, name }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const [load, { data }] = useLazyQuery(PlacesQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [maps, setMaps] = useState(false);
  const key = useQuery(ClientConfigQuery).data?.clientConfig.mapsApiKey;
  const items = !maps && value.trim().length >= 2 ? (data?.places ?? []) : [];

  // With MAPS_API_KEY, the maps service's places autocomplete (geocode type) fills the formatted address.
  useEffect(() => {
    if (!key || !inputRef.current) return;
    let live = true;
    void import("./mapsPlaces").then(({ attachPlaces }) =>
      attachPlaces(key, inputRef.current!, (address) => onChange(address)).then((ok) => live && setMaps(ok)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const q = value.trim();
    if (maps || q.length < 2 || q.includes(",")) return;
    const timer = setTimeout(() => void load({ variables: { search: q } }), 150);
    return () => clearTimeout(timer);
  }, [value, load, maps]);

  const pick = (i: number) => {
    const p = items[i];
    if (!p) return;
    onChange(`${p.name}, ${p.region}${p.region === "Nepal" ? "" : ", India"}`);
    setOpen(false);
    setActive(-1);
  };
  const show = open && items.length > 0;

  return (
    <FieldWrap style={{ position: "relative" }}>
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
          if (e.key === "ArrowDown") { e.preventDefault(); setActive((a) => Math.min(a + 1, items.length - 1)); }
          else if (e.key === "ArrowUp") { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
          else if (e.key === "Enter" && active >= 0) { e.preventDefault(); pick(active); }
          else if (e.key === "Escape") setOpen(false);
        }}
      />
      {show && (
        <List id={`${id}-list`} role="listbox" aria-label={t("booking.suggestions")}>
          {items.map((p, i) => (
            <li key={p.id} id={`${id}-opt-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => { e.preventDefault(); pick(i); }}>
              {p.name} <small>{p.region}</small>
            </li>
          ))}
        </List>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </FieldWrap>
  );
});
