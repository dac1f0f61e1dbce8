import styled from "styled-components";
import { controlLook } from "../../../ui/Field";

/**
 * The Draft's lines as a table (headings Item, Description, Quantity, Rate, Amount); below 720 px each row is a card
 * whose cells carry their heading (`data-label`), so a phone reads the same columns without scrolling sideways.
 */
export const LinesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  col.item {
    width: 10.5rem;
  }
  col.quantity {
    width: 5.5rem;
  }
  col.rate {
    width: 7.5rem;
  }
  col.amount {
    width: 8.5rem;
  }
  col.actions {
    width: 5rem;
  }
  margin: 0.5rem 0 0.75rem;
  th {
    text-align: left;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${(p) => p.theme.color.muted};
    padding: 0.4rem;
    border-bottom: 2px solid ${(p) => p.theme.color.line};
  }
  td {
    padding: 0.35rem 0.4rem;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  .num {
    text-align: right;
  }
  .amount {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    padding-top: 0.85rem;
  }
  input:not([type="checkbox"]),
  select {
    ${controlLook}
    width: 100%;
    min-height: 40px;
    padding: 0.35rem 0.5rem;
    font: inherit;
  }
  input:disabled {
    background: ${(p) => p.theme.color.cream};
  }
  .num input {
    text-align: right;
  }
  label {
    display: inline-flex;
    gap: 0.3rem;
    margin-top: 0.3rem;
    font-size: 0.85rem;
  }
  @media (max-width: 719px) {
    thead,
    colgroup {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.25rem 0.6rem;
      padding: 0.6rem 0;
      border-bottom: 1px solid ${(p) => p.theme.color.line};
    }
    td {
      display: grid;
      gap: 0.2rem;
      padding: 0;
      border: 0;
    }
    td::before {
      content: attr(data-label);
      font-size: 0.75rem;
      font-weight: 600;
      text-transform: uppercase;
      color: ${(p) => p.theme.color.muted};
    }
    td.wide {
      grid-column: 1 / -1;
    }
    .num {
      text-align: left;
    }
    .amount {
      padding-top: 0;
      align-self: end;
      font-weight: 700;
    }
  }
`;

/** The live totals, right-aligned under the lines' amount column. */
export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 0.25rem;
  max-width: 26rem;
  margin: 0.75rem 0 0.5rem auto;
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    padding-left: 1.5rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .grand {
    font-weight: 700;
    color: ${(p) => p.theme.color.ink};
    font-size: 1.1rem;
    border-top: 2px solid ${(p) => p.theme.color.line};
    padding-top: 0.3rem;
  }
`;

/** The totals and the note on the heads, apart from the fields below them. */
export const TotalsBlock = styled.section`
  margin-bottom: 1.25rem;
`;
