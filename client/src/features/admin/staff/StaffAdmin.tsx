import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../../app/errors";
import type { StaffRole } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { useAttempt } from "../../../ui/formState";
import { Panel } from "../../../ui/Panel";
import { toast } from "../../../ui/toast";
import { CustomerSessions } from "../CustomerSessions";
import {
  DisableStaff,
  EnableStaff,
  ResendStaffInvite,
  STAFF_ROLES,
  SetStaffRole,
  StaffMembers,
} from "./staff.documents";
import { StaffInviteForm } from "./StaffInviteForm";
import { Controls, Member, MemberLine, MemberList, RoleSelect, Tag, Who } from "./staff.styles";

/**
 * Admin -> Staff (owners): invite by e-mail (and send a pending member's invitation again), change a member's
 * role, disable or enable, see and end sessions.
 */
export function StaffAdmin() {
  const { t } = useTranslation();
  const { data, refetch: reread } = useQuery(StaffMembers, { fetchPolicy: "cache-and-network" });
  const refetch = { refetchQueries: [StaffMembers], awaitRefetchQueries: true };
  const [setRole] = useMutation(SetStaffRole, refetch);
  const [disable] = useMutation(DisableStaff, refetch);
  const [enable] = useMutation(EnableStaff, refetch);
  const [resend] = useMutation(ResendStaffInvite);
  const row = useAttempt((e) => serverMessage(e, t("admin.staff.failed")));
  const [sessionsOf, setSessionsOf] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  /** A fresh link to a pending member; a refusal (they have just set a password, say) reads the list again. */
  const resendTo = (m: { id: string; email: string }) =>
    row.attempt(async () => {
      setResending(m.id);
      try {
        await resend({ variables: { userId: m.id } });
      } catch (e) {
        toast.error(serverMessage(e, t("admin.staff.resendFailed")));
        void reread();
        throw e;
      } finally {
        setResending(null);
      }
      toast.success(t("admin.staff.resent", { email: m.email }));
    });
  return (
    <>
      <StaffInviteForm />
      <Panel>
        <h2>{t("admin.staff.title")}</h2>
        {row.error && <p role="alert">{row.error}</p>}
        <MemberList>
          {(data?.staffMembers ?? []).map((m) => (
            <Member key={m.id} aria-label={m.name}>
              <MemberLine>
                <Who>
                  <strong>{m.name}</strong>
                  <span>{m.email}</span>
                  {m.invitePending && <Tag>{t("admin.staff.invited")}</Tag>}
                  {m.disabledAt && <Tag>{t("admin.staff.disabled")}</Tag>}
                </Who>
                <Controls>
                  {m.invitePending && !m.disabledAt && (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={resending === m.id}
                      onClick={() => void resendTo(m)}
                    >
                      {t("admin.staff.resend")}
                    </Button>
                  )}
                  <RoleSelect>
                    <span className="visually-hidden">{t("admin.staff.roleOf", { name: m.name })}</span>
                    <select
                      aria-label={t("admin.staff.roleOf", { name: m.name })}
                      value={m.staffRole}
                      onChange={(e) =>
                        void row.attempt(() =>
                          setRole({ variables: { userId: m.id, staffRole: e.target.value as StaffRole } }),
                        )
                      }
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`admin.staff.roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  </RoleSelect>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      void row.attempt(() => (m.disabledAt ? enable : disable)({ variables: { userId: m.id } }))
                    }
                  >
                    {m.disabledAt ? t("admin.staff.enable") : t("admin.staff.disable")}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => setSessionsOf(sessionsOf === m.id ? null : m.id)}
                  >
                    {t("admin.staff.sessions")}
                  </Button>
                </Controls>
              </MemberLine>
              {sessionsOf === m.id && <CustomerSessions id={m.id} name={m.name} staff />}
            </Member>
          ))}
        </MemberList>
      </Panel>
    </>
  );
}
