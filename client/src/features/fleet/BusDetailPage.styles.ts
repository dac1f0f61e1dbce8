import styled from "styled-components";
import { Card, Columns, Section } from "../../ui/Page";

export const Top = styled.div`
  padding-top: 6.5rem;
  background: ${(p) => p.theme.color.maroonDark};
  height: 0;
`;
export const Crumbs = styled.nav`
  margin: 1.5rem 0;
  font-size: 0.95rem;
  ol {
    list-style: none;
    display: flex;
    gap: 0.4rem;
    padding: 0;
    margin: 0;
    flex-wrap: wrap;
  }
  li + li::before {
    content: "/";
    margin-right: 0.4rem;
    color: ${(p) => p.theme.color.muted};
  }
`;
export const Layout = styled(Columns).attrs({ $main: 1.3 })`
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4rem 1rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  ul.features {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    padding: 0;
  }
  ul.features li {
    background: #fff;
    border: 1px solid ${(p) => p.theme.color.line};
    border-radius: 999px;
    padding: 0.2rem 0.7rem;
  }
`;
/** A part of the page below the bus (amenities, routes), set off from the one above. */
export const Part = styled.section`
  margin-top: 3rem;
`;
/** The page's body under the header: close to the breadcrumbs. */
export const Body = styled(Section)`
  padding-top: 1rem;
`;
export const FeaturesTitle = styled.h2`
  font-size: 1.3rem;
`;
export const Route = styled(Card)`
  padding: 1.2rem;
  h3 {
    margin: 0 0 0.4rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
  > svg {
    color: ${(p) => p.theme.color.maroon};
    margin-bottom: 0.6rem;
  }
`;
export const CTA = styled.div`
  margin-top: 3rem;
  border-radius: ${(p) => p.theme.radius.lg};
  padding: 2rem;
  background: ${(p) => p.theme.color.maroon};
  color: #fff;
  h2 {
    color: #fff;
  }
  div {
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
`;
