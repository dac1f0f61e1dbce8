import styled from "styled-components";

/** The lines' table: amounts right-aligned, the total larger; on reverse charge the heads and their note muted. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th {
    font-weight: 600;
  }
  tfoot tr.total th,
  tfoot tr.total td {
    font-size: 1.15rem;
    color: ${(p) => p.theme.color.maroonDark};
    border-bottom: 0;
  }
  small,
  tfoot tr.not-charged,
  tfoot tr.reverse-charge td {
    color: ${(p) => p.theme.color.muted};
  }
  tfoot tr.reverse-charge td {
    font-size: 0.9rem;
  }
`;
