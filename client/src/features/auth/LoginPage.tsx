import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link, useNavigate } from "react-router";
import styled from "styled-components";
import { serverMessage } from "../../app/errors";
import { revokeRefreshToken } from "../../app/refresh";
import { saveSession } from "../../app/session";
import { urls } from "../../app/urls";
import { LoginMutation } from "./auth.documents";
import { Checkbox } from "../../ui/Checkbox";
import { TextField, useAttempt } from "../../ui/Field";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import { AuthShell, AuthSubmit } from "./AuthShell";
import { usePageMeta } from "../../app/head";
import { outcomeText, useFormOutcome } from "../../app/form-outcome";
import { basenameOf } from "../../i18n";

type Tab = "user" | "admin";
interface Form {
  login: string;
  password: string;
  remember: boolean;
}

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
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(outcome?.tab ?? "user");
  const { error, setError, attempt } = useAttempt((e) => serverMessage(e, t("auth.loginFailed")));
  const [posted, setPosted] = useState(() => outcomeText(outcome?.error, t, i18n.language));
  const [login] = useMutation(LoginMutation);
  const { register, handleSubmit, formState } = useForm<Form>({
    defaultValues: {
      login: String(outcome?.values?.login ?? ""),
      password: "",
      remember: outcome?.values?.remember !== false,
    },
  });
  const fieldError = (name: keyof Form) =>
    errors[name]?.message ?? outcomeText(outcome?.fields?.[name], t, i18n.language);
  const { errors, isSubmitting } = formState;

  const onSubmit = (form: Form) =>
    attempt(async () => {
      setPosted(undefined);
      const { data } = await login({
        variables: { input: { login: form.login.trim(), password: form.password, remember: form.remember } },
      });
      const auth = data?.login;
      if (!auth) return setError(t("auth.loginFailed"));
      const mismatch =
        tab === "user" && auth.role === "admin"
          ? "auth.adminOnUserTab"
          : tab === "admin" && auth.role !== "admin"
            ? "auth.userOnAdminTab"
            : null;
      if (mismatch) {
        // Nothing is stored, and the session the server just opened is closed again.
        void revokeRefreshToken(auth.refreshToken);
        return setError(t(mismatch));
      }
      saveSession(auth);
      navigate(auth.role === "admin" ? urls.admin.home : urls.dashboard, { replace: true });
    });

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
