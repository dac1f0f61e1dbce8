import { useState } from "react";
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
  // Open on the page where it was opened: a navigation closes it (no effect that could undo a tap
  // made the moment the page was taken over).
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <Bar $solid={scrolled} data-scrolled={scrolled ? "true" : "false"}>
      <Inner aria-label={t("nav.main")}>
        <Brand to={urls.home}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          {t("brand")}
        </Brand>
        {/* What the open menu looks like follows aria-expanded (CSS), so that the first-paint capture
            (client/capture.inline.js, data-instant) can open it at a tap before the script runs. */}
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          data-instant
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="when-closed">{t("nav.menu")}</span>
          <span className="when-open">{t("nav.closeMenu")}</span>
        </MenuButton>
        <NavLinks />
      </Inner>
    </Bar>
  );
}
