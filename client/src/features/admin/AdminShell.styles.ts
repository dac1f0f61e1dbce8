import styled from "styled-components";

export const PHONE = "@media (max-width: 900px)";
export const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  background: #f7f1e6;
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    /* The navigation bar keeps its own height; a short page's spare height goes below the content. */
    grid-template-rows: auto 1fr;
  }
`;
export const Side = styled.nav`
  background: ${(p) => p.theme.color.maroonDark};
  color: #fff;
  padding: 1.2rem 0.9rem;
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0 0.4rem 1.4rem;
  }
  .brand {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    color: #fff;
    text-decoration: none;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.15rem;
  }
  .menu {
    display: none;
    min-height: 44px;
    padding: 0 1rem;
    border-radius: 999px;
    border: 1.5px solid #f3e6cc;
    background: transparent;
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.2rem;
  }
  a.item {
    display: block;
    color: #f3e6cc;
    text-decoration: none;
    padding: 0.65rem 0.8rem;
    border-radius: 10px;
    font-weight: 500;
  }
  a.item:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  a.item[aria-current="page"] {
    background: ${(p) => p.theme.color.saffron};
    color: ${(p) => p.theme.color.ink};
    font-weight: 700;
  }
  ${PHONE} {
    padding: 0.7rem 1rem;
    .top {
      margin: 0;
    }
    .menu {
      display: inline-block;
    }
    ul {
      display: none;
      margin-top: 0.6rem;
      grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    }
    &[data-open="true"] ul {
      display: grid;
    }
  }
`;
/** Beside the navigation: the header, the figures and the page; it may shrink below its content's width. */
export const Column = styled.div`
  min-width: 0;
`;
export const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem 1rem;
  flex-wrap: wrap;
  padding: 1rem 1.5rem;
  background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.color.line};
  h1 {
    font-size: 1.5rem;
    margin: 0;
  }
  div {
    display: flex;
    gap: 0.6rem;
    align-items: center;
  }
  ${PHONE} {
    padding: 0.8rem 1rem;
  }
`;
export const Main = styled.main`
  padding: 1.5rem;
  display: grid;
  gap: 1.5rem;
  align-content: start;
  min-width: 0;
  ${PHONE} {
    padding: 1rem;
  }
`;
