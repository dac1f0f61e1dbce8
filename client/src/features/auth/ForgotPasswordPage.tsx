import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { serverMessage, serverText } from "../../app/errors";
import { urls } from "../../app/urls";
import { graphql } from "../../gql";
import { TextField } from "../../ui/Field";
import { useAttempt } from "../../ui/formState";
import { AuthShell, AuthSubmit } from "./AuthShell";
import { usePageMeta } from "../../app/head";

const RequestReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.forgot.title"), description: t("meta.forgot.description") });
  const [request] = useMutation(RequestReset);
  const [done, setDone] = useState<string | null>(null);
  const { error, attempt } = useAttempt((e) => serverMessage(e, t("auth.forgotFailed")));
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const { errors, isSubmitting } = formState;
  const onSubmit = ({ email }: { email: string }) =>
    attempt(async () => {
      const { data } = await request({ variables: { email: email.trim() } });
      const answer = data?.requestPasswordReset;
      setDone(answer ? serverText("auth.resetRequested", answer) : null);
    });
  return (
    <AuthShell
      title={t("auth.forgotTitle")}
      subtitle={t("auth.forgotText")}
      alt={<Link to={urls.login}>{t("auth.backToLogin")}</Link>}
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email", { validate: (v) => v.trim() !== "" || t("common.required") })}
          />
          <AuthSubmit error={error} busy={isSubmitting} label={t("auth.sendLink")} busyLabel={t("auth.sending")} />
        </form>
      )}
    </AuthShell>
  );
}
