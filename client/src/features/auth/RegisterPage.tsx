import { useMutation } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../i18n";
import { Link, useNavigate } from "react-router";
import { serverMessage } from "../../app/errors";
import { saveSession } from "../../app/session";
import { urls } from "../../app/urls";
import { RegisterMutation } from "./auth.documents";
import { Checkbox } from "../../ui/Checkbox";
import { TextField } from "../../ui/Field";
import { AuthShell, AuthSubmit } from "./AuthShell";
import { usePageMeta } from "../../app/head";

interface Form {
  name: string;
  email: string;
  mobileNo: string;
  username: string;
  password: string;
  confirm: string;
  terms: boolean;
}

/** The account's required text fields: name, autocomplete token and input type (text where none). */
const CONTACT = [
  ["name", "name", undefined],
  ["email", "email", "email"],
  ["mobileNo", "tel", "tel"],
  ["username", "username", undefined],
] as const;

/** /register: every field required, passwords must match, terms ticked; success logs the new user in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.register.title"), description: t("meta.register.description") });
  const navigate = useNavigate();
  const [registerUser] = useMutation(RegisterMutation);
  const { register, handleSubmit, formState, getValues } = useForm<Form>({
    defaultValues: { name: "", email: "", mobileNo: "", username: "", password: "", confirm: "", terms: false },
  });
  const req = { validate: (v: string) => v.trim() !== "" || t("common.required") };
  const e = formState.errors;

  const onSubmit = async (form: Form) => {
    try {
      const { data } = await registerUser({
        variables: {
          input: {
            name: form.name.trim(),
            email: form.email.trim(),
            mobileNo: form.mobileNo.trim(),
            username: form.username.trim(),
            password: form.password,
          },
        },
      });
      if (!data?.register) return void toast.error(t("auth.registerFailed"));
      saveSession(data.register);
      toast.success(t("auth.registered"));
      navigate(urls.dashboard, { replace: true });
    } catch (err) {
      toast.error(serverMessage(err, t("auth.registerFailed")));
    }
  };

  return (
    <AuthShell
      title={t("auth.registerTitle")}
      subtitle={t("auth.registerSubtitle")}
      alt={
        <>
          {t("auth.haveAccount")} <Link to={urls.login}>{t("auth.signInLink")}</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        {CONTACT.map(([name, autoComplete, type]) => (
          <TextField
            key={name}
            label={t(`auth.${name}`)}
            type={type}
            autoComplete={autoComplete}
            error={e[name]?.message}
            {...register(name, req)}
          />
        ))}
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          error={e.password?.message}
          {...register("password", { required: t("common.required") })}
        />
        <TextField
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={e.confirm?.message}
          {...register("confirm", {
            required: t("common.required"),
            validate: (v) => v === getValues("password") || t("auth.passwordsMismatch"),
          })}
        />
        <Checkbox
          id="register-terms"
          label={t("auth.terms")}
          error={e.terms?.message}
          {...register("terms", { validate: (v) => v || t("auth.termsRequired") })}
        />
        <div style={{ height: "1rem" }} />
        <AuthSubmit
          busy={formState.isSubmitting}
          label={t("auth.createAccount")}
          busyLabel={t("auth.creatingAccount")}
        />
      </form>
    </AuthShell>
  );
}
