import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isUnauthenticated } from "../../app/unauthenticated";
import { clearSession, useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useTranslation } from "../../i18n";
import { ErrorText } from "../../ui/Field";
import { Container, PageHeader, Section, Skeleton } from "../../ui/Page";
import { toast } from "../../ui/toast";
import { DashboardActions } from "./DashboardActions";
import { DashboardStats } from "./DashboardStats";
import { MyBookingsTable } from "./MyBookingsTable";
import { MessageConsents } from "./MessageConsents";
import { MyBookingChanged, MyBookings } from "./dashboard.documents";
import { useAccountLanguage } from "./useAccountLanguage";

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MyBookings, { fetchPolicy: "cache-and-network" });
  useSubscription(MyBookingChanged, { onData: () => void refetch() });
  useAccountLanguage();

  useEffect(() => {
    if (error && isUnauthenticated(error)) {
      clearSession();
      toast.error(t("common.sessionExpired"));
      navigate(urls.login, { replace: true });
    }
  }, [error, navigate, t]);

  // An account created by a form the browser posted (server/src/http/forms.ts) is greeted here, as
  // RegisterPage greets one it created itself.
  useEffect(() => {
    if (sessionStorage.getItem("flash") !== "registered") return;
    sessionStorage.removeItem("flash");
    toast.success(t("auth.registered"));
  }, [t]);

  const list = data?.myBookings ?? [];

  return (
    <>
      <PageHeader>
        <Container>
          <h1>{t("dashboard.welcome", { name: session.name || t("dashboard.guest") })}</h1>
        </Container>
      </PageHeader>
      <Section>
        <Container>
          <DashboardActions />
          <DashboardStats list={list} />
          <h2>{t("dashboard.myBookings")}</h2>
          {error && !isUnauthenticated(error) && <ErrorText role="alert">{t("dashboard.loadError")}</ErrorText>}
          {loading && !data && <Skeleton $h="160px" />}
          {data && list.length === 0 && <p>{t("dashboard.empty")}</p>}
          {list.length > 0 && <MyBookingsTable list={list} />}
          <MessageConsents />
        </Container>
      </Section>
    </>
  );
}
