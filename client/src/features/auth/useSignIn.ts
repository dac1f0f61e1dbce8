import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { serverMessage } from "../../app/errors";
import { revokeRefreshToken } from "../../app/refresh";
import { saveSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useTranslation } from "../../i18n";
import { useAttempt } from "../../ui/formState";
import { LoginMutation } from "./auth.documents";

export type LoginTab = "user" | "admin";
export interface LoginForm {
  login: string;
  password: string;
  remember: boolean;
}

/**
 * Signs in on a tab of /login: the account's role must match it (a customer on User, staff on Admin), or
 * nothing is stored and the session the server just opened is closed again. Signed in, the app goes to the
 * admin area or the dashboard. `error` is the refusal, in the server's words or the tab rule's.
 */
export function useSignIn(tab: LoginTab) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login] = useMutation(LoginMutation);
  const { error, setError, attempt } = useAttempt((e) => serverMessage(e, t("auth.loginFailed")));
  const signIn = (form: LoginForm) =>
    attempt(async () => {
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
        void revokeRefreshToken(auth.refreshToken);
        return setError(t(mismatch));
      }
      saveSession(auth);
      navigate(auth.role === "admin" ? urls.admin.home : urls.dashboard, { replace: true });
    });
  return { signIn, error, setError };
}
