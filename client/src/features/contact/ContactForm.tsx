import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { serverMessage } from "../../app/errors";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../ui/Field";
import { PaddedCard } from "../../ui/Layout";
import { SubmitContact } from "./contact.documents";
import { outcomeText, useFormOutcome } from "../../app/form-outcome";
import { basenameOf } from "../../i18n";
import { urls } from "../../app/urls";

export const SUCCESS_MS = 5000;

interface Form {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
const empty: Form = { name: "", email: "", phone: "", subject: "", message: "" };

/** The contact form: name, email, subject and message required; a success note for 5 seconds after sending. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  // Posted by the browser before the script ran: the server's answer (sent, or what was wrong, with what was typed).
  const outcome = useFormOutcome("contact");
  const [send] = useMutation(SubmitContact);
  const [sent, setSent] = useState(outcome?.sent === true);
  const [failed, setFailed] = useState<string | null>(() => outcomeText(outcome?.error, t, i18n.language) ?? null);
  const typed: Form = { ...empty, ...(outcome?.values as Partial<Form> | undefined) };
  const { register, handleSubmit, reset, formState } = useForm<Form>({ defaultValues: typed });
  const errors = formState.errors;
  const fieldError = (name: keyof Form) =>
    errors[name]?.message ?? outcomeText(outcome?.fields?.[name], t, i18n.language);
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
      setFailed(serverMessage(err, t("contact.failed")));
    }
  };

  return (
    <PaddedCard $pad="1.5rem">
      <h2>{t("contact.formTitle")}</h2>
      {/* Without the script the browser posts it to the page's own URL (the server stores it the same way). */}
      <form
        method="post"
        action={basenameOf(i18n.language) + urls.contact}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
      >
        {/* Drawn with what was typed by the server too (react-hook-form fills a field only once the page runs). */}
        <TextField
          label={t("contact.name")}
          autoComplete="name"
          error={fieldError("name")}
          defaultValue={typed.name}
          {...register("name", req)}
        />
        <TextField
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          error={fieldError("email")}
          defaultValue={typed.email}
          {...register("email", req)}
        />
        <TextField
          label={t("contact.phone")}
          type="tel"
          autoComplete="tel"
          defaultValue={typed.phone}
          {...register("phone")}
        />
        <TextField
          label={t("contact.subject")}
          error={fieldError("subject")}
          defaultValue={typed.subject}
          {...register("subject", req)}
        />
        <TextArea
          label={t("contact.message")}
          rows={5}
          error={fieldError("message")}
          defaultValue={typed.message}
          {...register("message", req)}
        />
        {failed && <ErrorText role="alert">{failed}</ErrorText>}
        {sent && (
          <p className="success" role="status">
            {t("contact.success")}
          </p>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("contact.sending") : t("contact.send")}
        </Button>
      </form>
    </PaddedCard>
  );
}
