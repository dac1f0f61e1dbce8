import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { serverMessage } from "../../app/errors";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../ui/Field";
import { Card } from "../../ui/Page";
import { SubmitContact } from "./contact.documents";

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
  const { t } = useTranslation();
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
      setFailed(serverMessage(err, t("contact.failed")));
    }
  };

  return (
    <Card style={{ padding: "1.5rem" }}>
      <h2>{t("contact.formTitle")}</h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label={t("contact.name")} autoComplete="name" error={e.name?.message} {...register("name", req)} />
        <TextField
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          error={e.email?.message}
          {...register("email", req)}
        />
        <TextField label={t("contact.phone")} type="tel" autoComplete="tel" {...register("phone")} />
        <TextField label={t("contact.subject")} error={e.subject?.message} {...register("subject", req)} />
        <TextArea label={t("contact.message")} rows={5} error={e.message?.message} {...register("message", req)} />
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
    </Card>
  );
}
