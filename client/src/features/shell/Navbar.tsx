import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { urls } from "../../app/urls";
import { useTranslation } from "../../i18n";
import { Bar, Brand, Inner, MenuButton } from "./Navbar.styles";
import { NavLinks } from "./NavLinks";
import { useScrolled } from "./useScrolled";

/** The fixed top bar: brand, a Menu button on phones (closes on navigation), the links; solid once scrolled. */
export function Navbar() {
  const { t } = useTranslation();
  const scrolled = useScrolled(50);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

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
        <NavLinks open={open} />
      </Inner>
    </Bar>
  );
}
