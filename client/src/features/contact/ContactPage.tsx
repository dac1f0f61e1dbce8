import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../ui/Field";
import { Card, Container, PageHero, Section } from "../../ui/Layout";
import { telHref, useSettings, waHref } from "../layout/useSettings";
import { MapCard } from "./MapCard";

export const SUCCESS_MS = 5000;

export const SubmitContact = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) { id }
  }
`);

interface Form { name: string; email: string; phone: string; subject: string; message: string }
const empty: Form = { name: "", email: "", phone: "", subject: "", message: "" };

const Layout = styled.div`
  display: grid; gap: 2rem; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); align-items: start;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
  .success { background: #e7f5ec; color: ${(p) => p.theme.color.success}; border-radius: ${(p) => p.theme.radius.sm}; padding: 0.8rem 1rem; font-weight: 600; }
  ul { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.3rem; }
`;

export default function ContactPage() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [send] = useMutation(SubmitContact);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Form>({ defaultValues: empty });
  const e = formState.errors;
  const req = { validate: (v: string) => v.trim() !== "" || t("common.required") };

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = async (form: Form) => {
    setFailed(null);
    try {
      await send({ variables: { input: { ...form, phone: form.phone.trim() || null } } });
      reset(empty);
      setSent(true);
    } catch (err) {
      setFailed((err as Error).message || t("contact.failed"));
    }
  };

  return (
    <>
      <PageHero title={t("contact.title")} lead={t("contact.subtitle")} />
      <Section>
        <Container>
          <Layout>
            <Card style={{ padding: "1.5rem" }}>
              <h2>{t("contact.formTitle")}</h2>
              <form onSubmit={handleSubmit(onSubmit)} noValidate>
                <TextField label={t("contact.name")} autoComplete="name" error={e.name?.message} {...register("name", req)} />
                <TextField label={t("contact.email")} type="email" autoComplete="email" error={e.email?.message} {...register("email", req)} />
                <TextField label={t("contact.phone")} type="tel" autoComplete="tel" {...register("phone")} />
                <TextField label={t("contact.subject")} error={e.subject?.message} {...register("subject", req)} />
                <TextArea label={t("contact.message")} rows={5} error={e.message?.message} {...register("message", req)} />
                {failed && <ErrorText role="alert">{failed}</ErrorText>}
                {sent && <p className="success" role="status">{t("contact.success")}</p>}
                <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t("contact.sending") : t("contact.send")}</Button>
              </form>
            </Card>
            <div>
              <h2>{t("contact.infoTitle")}</h2>
              {settings && (
                <>
                  <h3>{t("contact.phones")}</h3>
                  <ul>{settings.bookingPhones.map((p) => <li key={p}><a href={telHref(p)}>{p}</a></li>)}</ul>
                  <h3>{t("contact.whatsapp")}</h3>
                  <ul>{settings.whatsappContacts.map((c) => <li key={c.number}><a href={waHref(c.number, t("widget.greeting"))} target="_blank" rel="noopener noreferrer">{c.label}: +{c.number}</a></li>)}</ul>
                  <h3>{t("contact.emailLabel")}</h3>
                  <ul><li><a href={`mailto:${settings.email}`}>{settings.email}</a></li></ul>
                  <h3>{t("contact.hoursTitle")}</h3>
                  <p>{settings.businessHours}</p>
                </>
              )}
              <MapCard />
            </div>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
