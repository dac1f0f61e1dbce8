import styled from "styled-components";

/** The driver's page: one narrow column, a phone's width. */
export const Page = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  h1 {
    font-size: 1.35rem;
    margin: 0.25rem 0 0.75rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.6rem;
  }
`;

/** One step's box: the slip, the plan, the trip's state, the expenses, the close. */
export const Box = styled.section`
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 1rem;
  margin-bottom: 1rem;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4rem 0.8rem;
    margin: 0 0 0.6rem;
  }
  dd {
    white-space: pre-line;
  }
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
  li {
    margin-bottom: 0.6rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const Status = styled.p`
  font-weight: 700;
  margin: 0 0 0.5rem;
`;

export const Alert = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-weight: 600;
`;

export const Muted = styled.span`
  display: block;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;
