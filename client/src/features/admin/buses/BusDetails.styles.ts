import styled from "styled-components";

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-bottom: 1rem;
  button {
    min-height: 40px;
    border-radius: 999px;
    border: 0;
    padding: 0 1rem;
    background: ${(p) => p.theme.color.sand};
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-selected="true"] {
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
  }
`;
