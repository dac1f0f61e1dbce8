import styled from "styled-components";

export const Search = styled.label`
  display: grid;
  gap: 4px;
  max-width: 420px;
  margin-bottom: 1rem;
  font-weight: 600;
  input {
    min-height: 40px;
    padding: 0.4rem 0.6rem;
    border-radius: 8px;
    border: 1.5px solid ${(p) => p.theme.color.line};
  }
`;

/** The customers' table, scrolling sideways inside its panel on a phone. */
export const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 700px;
  }
  th {
    text-align: left;
    padding: 8px;
    background: #f3e6cc;
  }
  td {
    padding: 8px;
  }
  td.more {
    padding: 0 8px 8px;
    background: #fbf3e4;
  }
`;

/** A contact message; a handled one is faded. */
export const Message = styled.li<{ $handled: boolean }>`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 10px;
  padding: 0.8rem;
  opacity: ${(p) => (p.$handled ? 0.6 : 1)};
  p {
    margin: 0.4rem 0;
  }
`;
