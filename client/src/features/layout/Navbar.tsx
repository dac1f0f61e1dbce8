import { useEffect, useState } from "react";
import { useTranslation } from "../../app/i18n";
import { Link, NavLink, useLocation } from "react-router-dom";
import styled, { css } from "styled-components";
import { useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";

/** Scrolled once the page has moved more than 50 px (spec section 2). */
export function useScrolled(threshold = 50) {
  const [scrolled, setScrolled] = useState(() => typeof window !== "undefined" && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed; inset: 0 0 auto 0; z-index: 50; transition: background 0.25s ease, box-shadow 0.25s ease;
  ${(p) =>
    p.$solid
      ? css`background: ${p.theme.color.maroonDark}; box-shadow: 0 6px 24px rgba(0,0,0,0.18);`
      : css`background: linear-gradient(180deg, rgba(20,8,12,0.55), rgba(20,8,12,0));`}
`;
const Inner = styled.nav`
  max-width: ${(p) => p.theme.maxWidth}; margin: 0 auto; padding: 0.8rem 1.25rem; display: flex; align-items: center; gap: 1rem;
`;
const Brand = styled(Link)`
  display: flex; align-items: center; gap: 0.6rem; color: #fff; text-decoration: none; font-family: ${(p) => p.theme.font.heading};
  font-size: 1.3rem; font-weight: 700; margin-right: auto;
  img { width: 36px; height: 36px; }
`;
const Links = styled.ul<{ $open: boolean }>`
  list-style: none; display: flex; gap: 0.25rem; margin: 0; padding: 0; align-items: center;
  a, button { color: #fff; text-decoration: none; font-weight: 500; padding: 0.55rem 0.8rem; border-radius: ${(p) => p.theme.radius.round};
    background: none; border: 0; cursor: pointer; display: inline-block; min-height: 44px; line-height: 1.9; }
  a:hover, button:hover { background: rgba(255,255,255,0.14); }
  a.active { color: ${(p) => p.theme.color.saffron}; }
  @media (max-width: 900px) {
    display: ${(p) => (p.$open ? "flex" : "none")}; position: absolute; top: 100%; left: 0; right: 0; flex-direction: column; align-items: stretch;
    background: ${(p) => p.theme.color.maroonDark}; padding: 0.75rem 1.25rem 1.25rem; box-shadow: 0 14px 30px rgba(0,0,0,0.25);
  }
`;
const MenuButton = styled.button`
  display: none; background: none; border: 2px solid rgba(255,255,255,0.6); color: #fff; border-radius: ${(p) => p.theme.radius.sm};
  min-width: 48px; min-height: 44px; font-weight: 600; cursor: pointer;
  @media (max-width: 900px) { display: inline-block; }
`;
const BookCta = styled(NavLink)`
  && { background: ${(p) => p.theme.color.saffron}; color: ${(p) => p.theme.color.ink}; font-weight: 700; }
  &&:hover { background: ${(p) => p.theme.color.gold}; }
`;

export function Navbar() {
  const { t } = useTranslation();
  const session = useSession();
  const scrolled = useScrolled(50);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();
  useEffect(() => setOpen(false), [location.pathname]);
  const loggedIn = !!session.token;

  return (
    <Bar $solid={scrolled || open} data-scrolled={scrolled ? "true" : "false"}>
      <Inner aria-label={t("nav.main")}>
        <Brand to={urls.home}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          {t("brand")}
        </Brand>
        <MenuButton type="button" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen((o) => !o)}>
          {open ? t("nav.closeMenu") : t("nav.menu")}
        </MenuButton>
        <Links id="main-menu" $open={open}>
          <li><NavLink to={urls.home} end>{t("nav.home")}</NavLink></li>
          <li><NavLink to={urls.buses}>{t("nav.buses")}</NavLink></li>
          <li><BookCta to={urls.booking}>{t("nav.book")}</BookCta></li>
          <li><NavLink to={urls.about}>{t("nav.about")}</NavLink></li>
          <li><NavLink to={urls.contact}>{t("nav.contact")}</NavLink></li>
          {loggedIn && <li><NavLink to={urls.dashboard}>{t("nav.dashboard")}</NavLink></li>}
          {!loggedIn && <li><NavLink to={urls.login}>{t("nav.login")}</NavLink></li>}
          {!loggedIn && <li><NavLink to={urls.register}>{t("nav.register")}</NavLink></li>}
          {loggedIn && <li><button type="button" onClick={() => void logout(urls.home)}>{t("nav.logout")}</button></li>}
        </Links>
      </Inner>
    </Bar>
  );
}
