import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { saveSession } from "../../app/session";
import { urls } from "../../app/urls";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { CheckRow, ErrorText, TextField } from "../../ui/Field";
import { AuthShell } from "./AuthShell";

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { token refreshToken role username name userId }
  }
`);

type Tab = "user" | "admin";
interface Form { login: string; password: string; remember: boolean }

const Tabs = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; background: ${(p) => p.theme.color.sand}; border-radius: ${(p) => p.theme.radius.round};
  padding: 4px; margin-bottom: 1.5rem;
  button { min-height: 44px; border: 0; border-radius: ${(p) => p.theme.radius.round}; background: transparent; font-weight: 700; cursor: pointer; color: ${(p) => p.theme.color.ink}; }
  button[aria-selected="true"] { background: ${(p) => p.theme.color.maroon}; color: #fff; }
`;
const Row = styled.div`
  display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; margin-bottom: 1.25rem;
`;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("user");
  const [error, setError] = useState<string | null>(null);
  const [login] = useMutation(LoginMutation);
  const { register, handleSubmit, formState } = useForm<Form>({ defaultValues: { login: "", password: "", remember: true } });

  const onSubmit = async (form: Form) => {
    setError(null);
    try {
      const { data } = await login({ variables: { input: { login: form.login.trim(), password: form.password, remember: form.remember } } });
      const auth = data?.login;
      if (!auth) throw new Error(t("auth.loginFailed"));
      // The account's role must match the chosen tab; otherwise nothing is stored.
      if (tab === "user" && auth.role === "admin") return setError(t("auth.adminOnUserTab"));
      if (tab === "admin" && auth.role !== "admin") return setError(t("auth.userOnAdminTab"));
      saveSession(auth);
      navigate(auth.role === "admin" ? urls.admin.home : urls.dashboard, { replace: true });
    } catch (e) {
      setError((e as Error).message || t("auth.loginFailed"));
    }
  };

  const tabs: Tab[] = ["user", "admin"];
  return (
    <AuthShell title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
      <Tabs role="tablist" aria-label={t("auth.tabs")}>
        {tabs.map((k) => (
          <button key={k} type="button" role="tab" id={`login-tab-${k}`} aria-selected={tab === k} aria-controls="login-panel" onClick={() => { setTab(k); setError(null); }}>
            {k === "user" ? t("auth.tabUser") : t("auth.tabAdmin")}
          </button>
        ))}
      </Tabs>
      <form id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${tab}`} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label={t("auth.login")} autoComplete="username" error={formState.errors.login?.message} {...register("login", { validate: (v) => v.trim() !== "" || t("auth.loginRequired") })} />
        <TextField label={t("auth.password")} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password", { required: t("auth.passwordRequired") })} />
        <Row>
          <CheckRow><input type="checkbox" {...register("remember")} /> {t("auth.remember")}</CheckRow>
          <Link to={urls.forgotPassword}>{t("auth.forgot")}</Link>
        </Row>
        {error && <ErrorText role="alert" style={{ marginBottom: "1rem" }}>{error}</ErrorText>}
        <Button type="submit" $block disabled={formState.isSubmitting}>{formState.isSubmitting ? t("auth.signingIn") : t("auth.signIn")}</Button>
      </form>
      {tab === "user" && (
        <p className="alt">{t("auth.noAccount")} <Link to={urls.register}>{t("auth.signUp")}</Link></p>
      )}
    </AuthShell>
  );
}
