import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  body {
    margin: 0; font-family: ${(p) => p.theme.font.body}; color: ${(p) => p.theme.color.ink};
    background: ${(p) => p.theme.color.cream}; line-height: 1.6; font-size: 16px; overflow-x: hidden;
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; color: ${(p) => p.theme.color.maroonDark}; }
  h1 { font-size: clamp(2rem, 5vw, 3.4rem); }
  h2 { font-size: clamp(1.6rem, 3.4vw, 2.4rem); }
  h3 { font-size: 1.25rem; }
  p { margin: 0 0 1em; }
  a { color: ${(p) => p.theme.color.maroon}; }
  img { max-width: 100%; height: auto; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.saffron}; outline-offset: 2px; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
