import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import styled from "styled-components";
import { urls } from "../../app/urls";
import { Checkbox } from "../../ui/Checkbox";
import { TextField } from "../../ui/Field";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import { AuthShell, AuthSubmit } from "./AuthShell";
import { usePageMeta } from "../../app/head";
import { outcomeText, useFormOutcome } from "../../app/form-outcome";
import { basenameOf } from "../../i18n";
import { useSignIn, type LoginForm, type LoginTab } from "./useSignIn";

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-bottom: 1.25rem;
`;
const TabsGap = styled.div`
  margin-bottom: 1.5rem;
`;

/** /login: User and Admin tabs; the account's role must match the tab, or nothing is stored. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  // Posted by the browser before the script ran: the server's answer, drawn with what was typed.
  const outcome = useFormOutcome("login");
  usePageMeta({ title: t("meta.login.title"), description: t("meta.login.description") });
  const [tab, setTab] = useState<LoginTab>(outcome?.tab ?? "user");
  const { signIn, error, setError } = useSignIn(tab);
  const [posted, setPosted] = useState(() => outcomeText(outcome?.error, t, i18n.language));
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: {
      login: String(outcome?.values?.login ?? ""),
      password: "",
      remember: outcome?.values?.remember !== false,
    },
  });
  const { errors, isSubmitting } = formState;
  const fieldError = (name: keyof LoginForm) =>
    errors[name]?.message ?? outcomeText(outcome?.fields?.[name], t, i18n.language);
  const onSubmit = (form: LoginForm) => {
    setPosted(undefined);
    return signIn(form);
  };

  return (
    <AuthShell
      title={t("auth.loginTitle")}
      subtitle={t("auth.loginSubtitle")}
      alt={
        tab === "user" && (
          <>
            {t("auth.noAccount")} <Link to={urls.register}>{t("auth.signUp")}</Link>
          </>
        )
      }
    >
      <TabsGap>
        <Tabs
          idPrefix="login"
          label={t("auth.tabs")}
          fill
          instant
          value={tab}
          onChange={(k) => {
            setTab(k);
            setError(null);
            setPosted(undefined);
          }}
          items={[
            { key: "user", label: t("auth.tabUser") },
            { key: "admin", label: t("auth.tabAdmin") },
          ]}
        />
      </TabsGap>
      {/* Without the script the browser posts it to the page's own URL (the server signs in the same way). */}
      <form
        {...tabPanelProps("login", tab)}
        method="post"
        action={basenameOf(i18n.language) + urls.login}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
      >
        <input type="hidden" name="tab" value={tab} data-tabs />
        <TextField
          label={t("auth.login")}
          autoComplete="username"
          error={fieldError("login")}
          // Drawn by the server too (react-hook-form fills a field only once the page runs).
          defaultValue={String(outcome?.values?.login ?? "")}
          {...register("login", { validate: (v) => v.trim() !== "" || t("auth.loginRequired") })}
        />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          error={fieldError("password")}
          {...register("password", { required: t("auth.passwordRequired") })}
        />
        <Row>
          <Checkbox
            label={t("auth.remember")}
            defaultChecked={outcome?.values?.remember !== false}
            {...register("remember")}
          />
          <Link to={urls.forgotPassword}>{t("auth.forgot")}</Link>
        </Row>
        <AuthSubmit
          error={error ?? posted}
          busy={isSubmitting}
          label={t("auth.signIn")}
          busyLabel={t("auth.signingIn")}
        />
      </form>
    </AuthShell>
  );
}
