import styled from "styled-components";

export const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  > div {
    display: flex;
    gap: 0.5rem;
  }
`;
export const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.85rem;
  color: ${(p) => p.theme.color.success};
  font-weight: 600;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;
// The status and actions columns stay in view on the right while the wider columns scroll.
/** The list, scrolling sideways; its actions column is `$actsWidth` wide and stays in view at the right. */
export const Scroll = styled.div<{ $actsWidth: string }>`
  --acts-width: ${(p) => p.$actsWidth};
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    min-width: 900px;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.55rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
    vertical-align: top;
    background: #fff;
  }
  th {
    background: ${(p) => p.theme.color.sand};
  }
  td.email {
    overflow-wrap: anywhere;
    min-width: 9rem;
  }
  .sticky {
    position: sticky;
    z-index: 1;
  }
  .acts {
    right: 0;
  }
  .status {
    right: var(--acts-width);
    box-shadow: -6px 0 6px -6px rgba(0, 0, 0, 0.25);
  }
  td.acts,
  th.acts {
    width: var(--acts-width);
    min-width: var(--acts-width);
  }
  td.acts > div {
    display: flex;
    gap: 0.35rem;
  }
  td.acts button {
    min-height: 36px;
    padding: 0.3rem 0.65rem;
    font-size: 0.85rem;
    white-space: nowrap;
  }
  select {
    min-height: 36px;
    border-radius: 8px;
  }
  tr.fresh td {
    animation: flash 2s ease;
  }
  tr.cancel-asked td {
    background: #fff1c9;
  }
  @keyframes flash {
    from {
      background: #fff1c9;
    }
    to {
      background: #fff;
    }
  }
`;

/** How many are shown, with Load more beside it. */
export const More = styled.p`
  display: flex;
  gap: 1rem;
  align-items: center;
  margin-top: 1rem;
`;
