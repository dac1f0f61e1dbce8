import { Link, NavLink } from "react-router";
import styled, { css } from "styled-components";

const solid = css`
  background: ${(p) => p.theme.color.maroonDark};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
`;
/** Solid once scrolled, and while the menu is open (read from the page, so it is right before the script runs). */
export const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  transition:
    background 0.25s ease,
    box-shadow 0.25s ease;
  background: linear-gradient(180deg, rgba(20, 8, 12, 0.55), rgba(20, 8, 12, 0));
  ${(p) => p.$solid && solid}
  &:has([aria-controls="main-menu"][aria-expanded="true"]) {
    ${solid}
  }
`;
export const Inner = styled.nav`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0.8rem 1.25rem;
  display: flex;
  align-items: center;
  gap: 1rem;
`;
export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: #fff;
  text-decoration: none;
  font-family: ${(p) => p.theme.font.heading};
  font-size: 1.3rem;
  font-weight: 700;
  margin-right: auto;
  img {
    width: 36px;
    height: 36px;
  }
`;
/** The links; on phones shown while the Menu button before them is expanded (by CSS: see Navbar). */
export const Links = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  align-items: center;
  a,
  button {
    color: #fff;
    text-decoration: none;
    font-weight: 500;
    padding: 0.55rem 0.8rem;
    border-radius: ${(p) => p.theme.radius.round};
    background: none;
    border: 0;
    cursor: pointer;
    display: inline-block;
    min-height: 44px;
    line-height: 1.9;
  }
  a:hover,
  button:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  a.active {
    color: ${(p) => p.theme.color.saffron};
  }
  @media (max-width: 900px) {
    display: none;
    [aria-expanded="true"] + & {
      display: flex;
    }
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    background: ${(p) => p.theme.color.maroonDark};
    padding: 0.75rem 1.25rem 1.25rem;
    box-shadow: 0 14px 30px rgba(0, 0, 0, 0.25);
  }
`;
export const MenuButton = styled.button`
  display: none;
  background: none;
  border: 2px solid rgba(255, 255, 255, 0.6);
  color: #fff;
  border-radius: ${(p) => p.theme.radius.sm};
  min-width: 48px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  @media (max-width: 900px) {
    display: inline-block;
  }
  &[aria-expanded="true"] .when-closed,
  &[aria-expanded="false"] .when-open {
    display: none;
  }
`;
// Dark ink on saffron in every state: the active link's saffron text colour must not reach it
// (saffron on saffron was 1.00:1); its active state is a white ring instead.
export const BookCta = styled(NavLink)`
  &&,
  &&.active {
    background: ${(p) => p.theme.color.saffron};
    color: ${(p) => p.theme.color.ink};
    font-weight: 700;
  }
  &&.active {
    box-shadow: inset 0 0 0 2px #fff;
  }
  &&:hover {
    background: ${(p) => p.theme.color.gold};
  }
`;
