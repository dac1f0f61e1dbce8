import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { formatDateTime } from "../../app/calendar";
import { SmallButton } from "../../ui/Actions";
import { PlainList } from "../../ui/Layout";

/**
 * Inside a customer's row of the sideways-scrolling table it stays in view (sticky at the left) and no wider
 * than the screen beside the admin's menu.
 */
const Box = styled.section`
  margin-top: 0.8rem;
  position: sticky;
  left: 0;
  max-width: calc(100vw - 5.5rem);
  p {
    margin: 0.4rem 0;
  }
  p[role="status"] {
    margin: 0.4rem 0 0;
  }
`;
const Session = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.4rem 1rem;
  align-items: center;
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 8px;
  padding: 0.5rem 0.7rem;
  background: #fff;
`;

export const UserSessions = graphql(`
  query AdminUserSessions($userId: ID!) {
    userSessions(userId: $userId) {
      id
      createdAt
      lastUsedAt
      expiresAt
      remember
    }
  }
`);
export const RevokeUserSessions = graphql(`
  mutation AdminRevokeUserSessions($userId: ID!, $sessionId: ID) {
    revokeUserSessions(userId: $userId, sessionId: $sessionId)
  }
`);

/**
 * A customer's (or, with `staff`, a staff member's: Admin → Staff → Sessions) signed-in sessions, and
 * signing them out of one or all. Ending a session also closes its live updates on every instance.
 */
export function CustomerSessions({ id, name, staff = false }: { id: string; name: string; staff?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(UserSessions, { variables: { userId: id }, fetchPolicy: "network-only" });
  const [revoke, { loading }] = useMutation(RevokeUserSessions, {
    refetchQueries: [UserSessions],
    awaitRefetchQueries: true,
  });
  const [status, setStatus] = useState("");
  const signOut = async (sessionId: string | null) => {
    try {
      const r = await revoke({ variables: { userId: id, sessionId } });
      setStatus(t("admin.sessions.done", { count: r.data?.revokeUserSessions ?? 0 }));
    } catch {
      setStatus(t(staff ? "admin.sessions.failedStaff" : "admin.sessions.failed"));
    }
  };
  const sessions = data?.userSessions ?? [];
  return (
    <Box aria-label={t("admin.sessions.title", { name })}>
      <strong>{t("admin.sessions.title", { name })}</strong>
      {data && sessions.length === 0 && <p>{t(staff ? "admin.sessions.noneStaff" : "admin.sessions.none")}</p>}
      <PlainList $gap="0.5rem" $margin="0.4rem 0">
        {sessions.map((s) => (
          <Session key={s.id}>
            <span>
              {t("admin.sessions.since", { date: formatDateTime(s.createdAt) })} ·{" "}
              {t("admin.sessions.lastActive", { date: formatDateTime(s.lastUsedAt) })} ·{" "}
              {t("admin.sessions.expires", { date: formatDateTime(s.expiresAt) })}
              {s.remember ? ` · ${t("admin.sessions.remember")}` : ""}
            </span>
            <SmallButton type="button" $variant="secondary" disabled={loading} onClick={() => void signOut(s.id)}>
              {t("admin.sessions.revoke")}
            </SmallButton>
          </Session>
        ))}
      </PlainList>
      {sessions.length > 1 && (
        <SmallButton type="button" disabled={loading} onClick={() => void signOut(null)}>
          {t("admin.sessions.revokeAll")}
        </SmallButton>
      )}
      <p role="status">{status}</p>
    </Box>
  );
}
