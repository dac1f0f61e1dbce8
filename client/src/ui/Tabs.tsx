import { useRef, type KeyboardEvent, type ReactNode } from "react";
import styled, { css } from "styled-components";

const List = styled.div<{ $fill: boolean }>`
  background: ${(p) => p.theme.color.sand};
  border-radius: ${(p) => p.theme.radius.round};
  padding: 4px;
  max-width: 100%;
  ${(p) =>
    p.$fill
      ? css`
          display: grid;
          grid-auto-columns: 1fr;
          grid-auto-flow: column;
        `
      : css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.3rem;
          width: fit-content;
        `}
  button {
    min-height: 44px;
    padding: 0 1rem;
    border: 0;
    border-radius: ${(p) => p.theme.radius.round};
    background: transparent;
    font-weight: 700;
    cursor: pointer;
    color: ${(p) => p.theme.color.ink};
    transition:
      background 0.15s ease,
      color 0.15s ease;
  }
  button:hover {
    background: rgba(107, 30, 46, 0.08);
  }
  button[aria-selected="true"] {
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;

/** Props for the element that shows the selected tab's content. */
export const tabPanelProps = (idPrefix: string, selected: string) => ({
  id: `${idPrefix}-panel`,
  role: "tabpanel" as const,
  "aria-labelledby": tabId(idPrefix, selected),
});

/**
 * WAI-ARIA tabs (automatic activation): one tab stop for the list; Left/Right, Home and End move
 * between tabs and select them. Render the content with `tabPanelProps(idPrefix, value)`. `instant`:
 * a tap before the page's script runs selects the tab at once (the first-paint capture), for tabs whose
 * panel does not change with the tab; the capture also copies the tab's key (from its id, `<idPrefix>-tab-<key>`) into the panel's
 * `<input type="hidden" data-tabs>`, so a form posted before the script says which tab it was sent on.
 */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  fill = false,
  instant = false,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
  fill?: boolean;
  instant?: boolean;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    const i = items.findIndex((it) => it.key === value);
    const next =
      e.key === "ArrowRight"
        ? (i + 1) % items.length
        : e.key === "ArrowLeft"
          ? (i - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? items.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const key = items[next].key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} $fill={fill} onKeyDown={onKeyDown}>
      {items.map(({ key, label: text }) => (
        <button
          key={key}
          ref={(el) => {
            if (el) refs.current.set(key, el);
            else refs.current.delete(key);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, key)}
          aria-selected={key === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={key === value ? 0 : -1}
          data-instant={instant || undefined}
          onClick={() => onChange(key)}
        >
          {text}
        </button>
      ))}
    </List>
  );
}
