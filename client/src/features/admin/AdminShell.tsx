import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { Button } from "../../ui/Button";
import { Column, Frame, Head, Main } from "./AdminShell.styles";
import { AdminSideNav } from "./AdminSideNav";
import { StatCards } from "./StatCards";

/** Header 'Welcome, Admin', View Site and Logout; the side navigation (a Menu button on phones); the stat cards. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Frame>
      <AdminSideNav />
      <Column>
        <Head>
          <h1>{t("admin.welcome")}</h1>
          <div>
            <Link to={urls.home}>{t("admin.viewSite")}</Link>
            <Button type="button" $variant="secondary" onClick={() => void logout(urls.login)}>
              {t("admin.logout")}
            </Button>
          </div>
        </Head>
        <StatCards />
        <Main>{children}</Main>
      </Column>
    </Frame>
  );
}
