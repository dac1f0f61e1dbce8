import { useMutation } from "@apollo/client/react";
import { useState } from "react";
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
import { AuthShell, AuthSubmit, Gap } from "./AuthShell";
import { usePageMeta } from "../../app/head";
import { outcomeText, useFormOutcome } from "../../app/form-outcome";
import { basenameOf } from "../../i18n";

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
  const { t, i18n } = useTranslation();
  // Posted by the browser before the script ran: the server's answer, drawn with what was typed.
  const outcome = useFormOutcome("register");
  const kept = (name: string) => String(outcome?.values?.[name] ?? "");
  usePageMeta({ title: t("meta.register.title"), description: t("meta.register.description") });
  const navigate = useNavigate();
  const [registerUser] = useMutation(RegisterMutation);
  const { register, handleSubmit, formState, getValues } = useForm<Form>({
    defaultValues: {
      name: kept("name"),
      email: kept("email"),
      mobileNo: kept("mobileNo"),
      username: kept("username"),
      password: "",
      confirm: "",
      terms: outcome?.values?.terms === true,
    },
  });
  const [posted, setPosted] = useState(() => outcomeText(outcome?.error, t, i18n.language));
  const req = { validate: (v: string) => v.trim() !== "" || t("common.required") };
  const errors = formState.errors;
  const fieldError = (name: keyof Form) =>
    errors[name]?.message ?? outcomeText(outcome?.fields?.[name], t, i18n.language);

  const onSubmit = async (form: Form) => {
    setPosted(undefined);
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
      {/* Without the script the browser posts it to the page's own URL (the server registers the same way). */}
      <form
        method="post"
        action={basenameOf(i18n.language) + urls.register}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
      >
        {CONTACT.map(([name, autoComplete, type]) => (
          <TextField
            key={name}
            label={t(`auth.${name}`)}
            type={type}
            autoComplete={autoComplete}
            error={fieldError(name)}
            // Drawn by the server too (react-hook-form fills a field only once the page runs).
            defaultValue={kept(name)}
            {...register(name, req)}
          />
        ))}
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          error={fieldError("password")}
          {...register("password", { required: t("common.required") })}
        />
        <TextField
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={fieldError("confirm")}
          {...register("confirm", {
            required: t("common.required"),
            validate: (v) => v === getValues("password") || t("auth.passwordsMismatch"),
          })}
        />
        <Checkbox
          id="register-terms"
          label={t("auth.terms")}
          error={fieldError("terms")}
          defaultChecked={outcome?.values?.terms === true}
          {...register("terms", { validate: (v) => v || t("auth.termsRequired") })}
        />
        <Gap />
        <AuthSubmit
          error={posted}
          busy={formState.isSubmitting}
          label={t("auth.createAccount")}
          busyLabel={t("auth.creatingAccount")}
        />
      </form>
    </AuthShell>
  );
}
