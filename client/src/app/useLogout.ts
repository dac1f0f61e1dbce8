import { useApolloClient } from "@apollo/client/react";
import { toast } from "../ui/toast";
import { useTranslation } from "../i18n";
import { useNavigate } from "react-router";
import { revokeRefreshToken } from "./refresh";
import { clearSession, readSession } from "./session";

/** Logout: revoke the refresh token on the server (best effort), clear local storage, toast, go on. */
export function useLogout() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { t } = useTranslation();
  return async (to: string) => {
    const refreshToken = readSession().refreshToken;
    if (refreshToken) void revokeRefreshToken(refreshToken); // in the background: logging out never waits on the network
    clearSession();
    await client.clearStore().catch(() => undefined);
    toast.success(t("common.loggedOut"));
    navigate(to);
  };
}
