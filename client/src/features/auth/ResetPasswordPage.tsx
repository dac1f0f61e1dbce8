import { useMutation } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../i18n";
import { Link, useNavigate, useSearchParams } from "react-router";
import { serverMessage } from "../../app/errors";
import { urls } from "../../app/urls";
import { graphql } from "../../gql";
import { ErrorText, TextField } from "../../ui/Field";
import { AuthShell, AuthSubmit } from "./AuthShell";
import { usePageMeta } from "../../app/head";

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

interface Form {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.reset.title"), description: t("meta.reset.description") });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [reset, { error }] = useMutation(ResetPassword);
  const { register, handleSubmit, formState, getValues } = useForm<Form>({
    defaultValues: { password: "", confirm: "" },
  });
  const onSubmit = async (form: Form) => {
    try {
      await reset({ variables: { token, password: form.password } });
      toast.success(t("auth.resetDone"));
      navigate(urls.login, { replace: true });
    } catch {
      /* shown below */
    }
  };
  return (
    <AuthShell title={t("auth.resetTitle")} alt={<Link to={urls.forgotPassword}>{t("auth.forgotTitle")}</Link>}>
      {!token ? (
        <ErrorText role="alert">{t("auth.resetMissing")}</ErrorText>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label={t("auth.newPassword")}
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register("password", { required: t("common.required") })}
          />
          <TextField
            label={t("auth.confirmPassword")}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirm?.message}
            {...register("confirm", { validate: (v) => v === getValues("password") || t("auth.passwordsMismatch") })}
          />
          <AuthSubmit
            error={error && serverMessage(error, t("auth.resetFailed"))}
            busy={formState.isSubmitting}
            label={t("auth.savePassword")}
            busyLabel={t("auth.saving")}
          />
        </form>
      )}
    </AuthShell>
  );
}
