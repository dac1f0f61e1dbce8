import { useEffect } from "react";
import { useTranslation } from "../../app/i18n";
import { useLocation } from "react-router-dom";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Container, PageHero } from "../../ui/Layout";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageHero title={t("notFound.title")} lead={t("notFound.text")} />
      <Container style={{ padding: "3rem 1.25rem" }}>
        <LinkButton to={urls.home}>{t("notFound.home")}</LinkButton>
      </Container>
    </>
  );
}
