import { useEffect } from "react";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { useLocation } from "react-router";
import { urls } from "../../app/urls";
import { LinkButton } from "../../ui/Button";
import { Container, PageHero } from "../../ui/Page";
import { usePageMeta } from "../../app/head";

const Home = styled(Container)`
  padding: 3rem 1.25rem;
`;

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
      <Home>
        <LinkButton to={urls.home}>{t("notFound.home")}</LinkButton>
      </Home>
    </>
  );
}
