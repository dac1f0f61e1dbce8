import styled from "styled-components";

// Below the navigation bar (z-index 50), so the open mobile menu is drawn over it.
export const Wrap = styled.aside`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
`;
// Compact: everything the specification lists (tabs, the four numbers, steps, hours) in about 250 px
// of height, so that on a phone it stays below the page's heading and the home page's call to action.
// Placed above the round button, out of the fixed corner's flow: opening it moves nothing, the button included
// (a panel that grew the corner upwards was a layout shift).
export const Panel = styled.div`
  position: absolute;
  right: 0;
  bottom: calc(100% + 0.5rem);
  &[hidden] {
    display: none;
  }
  width: min(340px, calc(100vw - 2rem));
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lift};
  border: 1px solid ${(p) => p.theme.color.line};
  overflow: hidden;
  font-size: 0.82rem;
  header {
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
    padding: 0.45rem 0.9rem;
  }
  header h2 {
    color: #fff;
    font-size: 1rem;
    margin: 0;
  }
  .body {
    padding: 0.55rem 0.7rem 0.65rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(135px, 1fr));
    gap: 0.3rem;
  }
  ul a {
    display: block;
    padding: 0.3rem 0.4rem;
    white-space: nowrap;
    font-size: 0.8rem;
    letter-spacing: -0.01em;
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.cream};
    text-decoration: none;
    font-weight: 600;
  }
  ol {
    margin: 0.45rem 0 0.3rem;
    padding: 0;
    list-style: none;
    counter-reset: step;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.7rem;
    font-size: 0.75rem;
    color: ${(p) => p.theme.color.muted};
    line-height: 1.45;
  }
  ol li {
    counter-increment: step;
  }
  ol li::before {
    content: counter(step) ". ";
    font-weight: 700;
  }
  .hours {
    font-size: 0.75rem;
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;
export const TabList = styled.div`
  display: flex;
  gap: 0.3rem;
  margin-bottom: 0.45rem;
  button {
    flex: 1;
    min-height: 36px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.round};
    background: ${(p) => p.theme.color.sand};
    cursor: pointer;
    font-weight: 600;
    color: ${(p) => p.theme.color.ink};
    font-size: 0.82rem;
  }
  button[aria-selected="true"] {
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
  }
`;
export const Round = styled.button`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: ${(p) => p.theme.color.saffron};
  box-shadow: ${(p) => p.theme.shadow.lift};
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.color.ink};
  svg {
    width: 26px;
    height: 26px;
  }
`;
