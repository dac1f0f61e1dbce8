import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { Side } from "./AdminShell.styles";
import { SECTION_URL, useAdminSection, useVisibleSections } from "./sections";

/** The admin's side navigation: brand, the sections (the current one marked), a Menu button on phones that closes on navigation. */
export function AdminSideNav() {
  const { t } = useTranslation();
  const section = useAdminSection();
  const sections = useVisibleSections();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location]);
  return (
    <Side aria-label={t("admin.nav")} data-open={open}>
      <div className="top">
        <Link to={urls.admin.home} className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {t("brand")}
        </Link>
        <button
          type="button"
          className="menu"
          aria-expanded={open}
          aria-controls="admin-sections"
          onClick={() => setOpen(!open)}
        >
          {t("admin.menu")}
        </button>
      </div>
      <ul id="admin-sections">
        {sections.map((key) => (
          <li key={key}>
            <Link to={SECTION_URL[key]} className="item" aria-current={key === section ? "page" : undefined}>
              {t(`admin.tabs.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Side>
  );
}
