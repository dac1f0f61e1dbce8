import styled from "styled-components";
import { useTranslation } from "../../i18n";

const List = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.sm};
  box-shadow: ${(p) => p.theme.shadow.card};
  position: absolute;
  left: 0;
  right: 0;
  z-index: 20;
  li {
    padding: 0.55rem 0.7rem;
    border-radius: 6px;
    cursor: pointer;
  }
  li[aria-selected="true"],
  li:hover {
    background: ${(p) => p.theme.color.sand};
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** The combobox's listbox: each suggestion's name and region; a mouse press picks it without blurring the input. */
export function PlaceSuggestions(props: {
  id: string;
  items: readonly { id: string; name: string; region: string }[];
  active: number;
  onPick: (i: number) => void;
}) {
  const { id, items, active, onPick: pick } = props;
  const { t } = useTranslation();
  return (
    <List id={`${id}-list`} role="listbox" aria-label={t("booking.suggestions")}>
      {items.map((p, i) => (
        <li
          key={p.id}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => {
            e.preventDefault();
            pick(i);
          }}
        >
          {p.name} <small>{p.region}</small>
        </li>
      ))}
    </List>
  );
}
