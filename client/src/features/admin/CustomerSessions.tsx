import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { formatDateTime } from "../../app/calendar";

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
    <section
      aria-label={t("admin.sessions.title", { name })}
      style={{ marginTop: "0.8rem", position: "sticky", left: 0, maxWidth: "calc(100vw - 5.5rem)" }}
    >
      <strong>{t("admin.sessions.title", { name })}</strong>
      {data && sessions.length === 0 && (
        <p style={{ margin: "0.4rem 0" }}>{t(staff ? "admin.sessions.noneStaff" : "admin.sessions.none")}</p>
      )}
      <ul style={{ listStyle: "none", padding: 0, margin: "0.4rem 0", display: "grid", gap: "0.5rem" }}>
        {sessions.map((s) => (
          <li
            key={s.id}
            style={{
              display: "flex",
              flexWrap: "wrap",
              justifyContent: "space-between",
              gap: "0.4rem 1rem",
              alignItems: "center",
              border: "1px solid #e5d5b8",
              borderRadius: 8,
              padding: "0.5rem 0.7rem",
              background: "#fff",
            }}
          >
            <span>
              {t("admin.sessions.since", { date: formatDateTime(s.createdAt) })} ·{" "}
              {t("admin.sessions.lastActive", { date: formatDateTime(s.lastUsedAt) })} ·{" "}
              {t("admin.sessions.expires", { date: formatDateTime(s.expiresAt) })}
              {s.remember ? ` · ${t("admin.sessions.remember")}` : ""}
            </span>
            <Button
              type="button"
              $variant="secondary"
              style={{ minHeight: 36 }}
              disabled={loading}
              onClick={() => void signOut(s.id)}
            >
              {t("admin.sessions.revoke")}
            </Button>
          </li>
        ))}
      </ul>
      {sessions.length > 1 && (
        <Button type="button" style={{ minHeight: 36 }} disabled={loading} onClick={() => void signOut(null)}>
          {t("admin.sessions.revokeAll")}
        </Button>
      )}
      <p role="status" style={{ margin: "0.4rem 0 0" }}>
        {status}
      </p>
    </section>
  );
}
