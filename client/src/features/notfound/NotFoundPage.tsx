import { useEffect } from "react";
import { useTranslation } from "../../i18n";
import { useLocation } from "react-router";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Container, PageHero } from "../../ui/Page";
import { usePageMeta } from "../../app/head";

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.notFound.title"), description: t("meta.notFound.description"), status: 404 });
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
