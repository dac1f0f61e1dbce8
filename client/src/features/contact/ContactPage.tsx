import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { usePageMeta } from "../../app/head";
import { Container, PageHero, Section, Columns } from "../../ui/Page";
import { ContactForm } from "./ContactForm";
import { ContactInfo } from "./ContactInfo";

const Layout = styled(Columns).attrs({ $main: 1.2 })`
  .success {
    background: #e7f5ec;
    color: ${(p) => p.theme.color.success};
    border-radius: ${(p) => p.theme.radius.sm};
    padding: 0.8rem 1rem;
    font-weight: 600;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.3rem;
  }
`;

export default function ContactPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.contact.title"), description: t("meta.contact.description") });
  return (
    <>
      <PageHero title={t("contact.title")} lead={t("contact.subtitle")} />
      <Section>
        <Container>
          <Layout>
            <ContactForm />
            <ContactInfo />
          </Layout>
        </Container>
      </Section>
    </>
  );
}
