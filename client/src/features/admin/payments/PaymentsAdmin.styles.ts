import styled from "styled-components";

/** The filters: days and method. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

/** The totals: all, then each method. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
  div {
    background: ${({ theme }) => theme.color.cream};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: 0.6rem 0.8rem;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The payments' table, scrolling sideways inside its panel on a phone. */
export const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 640px;
  }
  th {
    text-align: left;
    padding: 8px;
    background: ${({ theme }) => theme.color.sand};
  }
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  .amount {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
