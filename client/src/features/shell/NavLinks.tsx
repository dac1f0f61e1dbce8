import { NavLink } from "react-router";
import { useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { useTranslation } from "../../i18n";
import { LanguageSwitch } from "./LanguageSwitch";
import { BookCta, Links } from "./Navbar.styles";

/** The site's links (Book highlighted); Dashboard and Logout when signed in, Login and Register when not. */
export function NavLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const loggedIn = !!session.token;
  return (
    <Links id="main-menu">
      <li>
        <NavLink to={urls.home} end>
          {t("nav.home")}
        </NavLink>
      </li>
      <li>
        <NavLink to={urls.buses}>{t("nav.buses")}</NavLink>
      </li>
      <li>
        <BookCta to={urls.booking}>{t("nav.book")}</BookCta>
      </li>
      <li>
        <NavLink to={urls.about}>{t("nav.about")}</NavLink>
      </li>
      <li>
        <NavLink to={urls.contact}>{t("nav.contact")}</NavLink>
      </li>
      {loggedIn && (
        <li>
          <NavLink to={urls.dashboard}>{t("nav.dashboard")}</NavLink>
        </li>
      )}
      {!loggedIn && (
        <li>
          <NavLink to={urls.login}>{t("nav.login")}</NavLink>
        </li>
      )}
      {!loggedIn && (
        <li>
          <NavLink to={urls.register}>{t("nav.register")}</NavLink>
        </li>
      )}
      {loggedIn && (
        <li>
          <button type="button" onClick={() => void logout(urls.home)}>
            {t("nav.logout")}
          </button>
        </li>
      )}
      <li>
        <LanguageSwitch />
      </li>
    </Links>
  );
}
