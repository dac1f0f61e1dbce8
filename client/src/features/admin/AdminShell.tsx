import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { CheckToken } from "../../app/RequireRole";
import { useSession } from "../../app/session";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { Button } from "../../ui/Button";
import { Column, Frame, Head, Main } from "./AdminShell.styles";
import { AdminSideNav } from "./AdminSideNav";
import { StatCards } from "./StatCards";

/** Header 'Welcome, <the member's name>' (the server's, else the session's), View Site and Logout; the side navigation (a Menu button on phones); the stat cards. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const session = useSession();
  const { data } = useQuery(CheckToken, { fetchPolicy: "cache-first" });
  const name = data?.me?.name ?? session.name;
  return (
    <Frame>
      <AdminSideNav />
      <Column>
        <Head>
          <h1>{name ? t("admin.welcomeNamed", { name }) : t("admin.welcome")}</h1>
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
