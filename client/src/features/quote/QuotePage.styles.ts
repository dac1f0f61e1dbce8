import styled from "styled-components";

export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > div,
  aside {
    display: grid;
    gap: 1rem;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
  .state {
    margin: 0;
    padding: 0.7rem 1rem;
    border-radius: 8px;
    font-weight: 600;
    background: ${(p) => p.theme.color.sand};
    border-left: 4px solid ${(p) => p.theme.color.saffron};
  }
  .state-Accepted {
    border-left-color: ${(p) => p.theme.color.maroon};
  }
  .lines {
    padding: 1rem;
    overflow-x: auto;
  }
  .answer {
    display: grid;
    gap: 0.8rem;
  }
  .answer .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .pre {
    white-space: pre-line;
    margin: 0;
  }
  .route {
    margin: 0 0 0.8rem;
    padding-left: 1.2rem;
    display: grid;
    gap: 0.3rem;
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
  }
  > div > div[class*="Card"],
  aside > div {
    padding: 1.2rem;
  }
`;
