import styled from "styled-components";

/** One vendor: its name and actions, its facts, then its buses. */
export const VendorCard = styled.article`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 1rem;
  background: #fff;
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  h4 {
    margin: 1rem 0 0.5rem;
    font-size: 1rem;
  }
`;

/** A vendor's phone, contact, GSTIN, PAN and number of buses, side by side as far as they fit. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 0.5rem 1rem;
  margin: 0.75rem 0 0;
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A table of the screen (a vendor's buses, the payables, the sums) scrolling sideways on a phone. */
export const Table = styled.div<{ $min?: string }>`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: ${(p) => p.$min ?? "480px"};
  }
  th {
    text-align: left;
    padding: 8px;
    background: ${(p) => p.theme.color.sand};
  }
  td {
    padding: 8px;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
    vertical-align: top;
  }
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
  .amount {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** The payables' filters: a vendor and "Unpaid only". */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 1rem;
  align-items: center;
`;
