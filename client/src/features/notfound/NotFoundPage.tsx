import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Container, PageHeader } from "../../ui/Layout";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageHeader>
        <Container>
          <h1>{t("notFound.title")}</h1>
          <p>{t("notFound.text")}</p>
        </Container>
      </PageHeader>
      <Container style={{ padding: "3rem 1.25rem" }}>
        <LinkButton to={urls.home}>{t("notFound.home")}</LinkButton>
      </Container>
    </>
  );
}
