import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { Button, LinkButton } from "../../ui/Button";

const Bar = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 1.5rem;
  div {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
  }
`;

/** Book a new trip; Home and Logout. */
export function DashboardActions() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Bar>
      <LinkButton to={urls.booking}>{t("dashboard.bookNew")}</LinkButton>
      <div>
        <LinkButton to={urls.home} $variant="secondary">
          {t("dashboard.home")}
        </LinkButton>
        <Button type="button" $variant="secondary" onClick={() => void logout(urls.login)}>
          {t("dashboard.logout")}
        </Button>
      </div>
    </Bar>
  );
}
