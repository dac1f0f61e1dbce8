import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { serverMessage } from "../../../app/errors";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap, TextField, useAttempt, useDraft } from "../../../ui/Field";
import { Panel } from "../../../ui/Panel";
import { toast } from "../../../ui/toast";
import { CustomerSessions } from "../CustomerSessions";
import {
  DisableStaff,
  EnableStaff,
  InviteStaff,
  ROLE_LABELS,
  ResendStaffInvite,
  SetStaffRole,
  StaffMembers,
  type StaffRoleKey,
} from "./staff.documents";

/** A member's role, changed in place on their row: drawn like the form's fields, its label read by screen readers only. */
const RoleSelect = styled.label`
  select {
    min-height: 40px;
    padding: 0.4rem 0.7rem;
    border-radius: ${(p) => p.theme.radius.sm};
    border: 1.5px solid ${(p) => p.theme.color.line};
    background: #fff;
    color: ${(p) => p.theme.color.ink};
  }
  select:focus {
    border-color: ${(p) => p.theme.color.maroon};
    outline: none;
    box-shadow: 0 0 0 3px rgba(242, 159, 5, 0.35);
  }
`;

const ROLES = Object.keys(ROLE_LABELS) as StaffRoleKey[];

/**
 * Admin -> Staff (owners): invite by e-mail (and send a pending member's invitation again), change a member's
 * role, disable or enable, see and end sessions.
 */
export function StaffAdmin() {
  const { t } = useTranslation();
  const { data, refetch: reread } = useQuery(StaffMembers, { fetchPolicy: "cache-and-network" });
  const refetch = { refetchQueries: [StaffMembers], awaitRefetchQueries: true };
  const [invite] = useMutation(InviteStaff, refetch);
  const [setRole] = useMutation(SetStaffRole, refetch);
  const [disable] = useMutation(DisableStaff, refetch);
  const [enable] = useMutation(EnableStaff, refetch);
  const [resend] = useMutation(ResendStaffInvite);
  const { draft, field, setDraft } = useDraft({ name: "", email: "", staffRole: "bookingDesk" });
  const form = useAttempt((e) => serverMessage(e, "Something went wrong. Please try again."));
  const row = useAttempt((e) => serverMessage(e, "Something went wrong. Please try again."));
  const [sent, setSent] = useState("");
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
  const submit = () =>
    form.attempt(async () => {
      setSent("");
      await invite({ variables: { input: { ...draft, staffRole: draft.staffRole as StaffRoleKey } } });
      setSent(`Invitation sent to ${draft.email}.`);
      setDraft({ name: "", email: "", staffRole: draft.staffRole });
    });
  return (
    <>
      <Panel>
        <h2>Invite a staff member</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          style={{ display: "grid", gap: "0.8rem", maxWidth: 520 }}
        >
          <TextField label="Name" required {...field("name")} />
          <TextField label="Email" type="email" required {...field("email")} />
          <FieldWrap>
            <label htmlFor="invite-role">Staff role</label>
            <select id="invite-role" {...field("staffRole")}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </FieldWrap>
          {form.error && <p role="alert">{form.error}</p>}
          {sent && <p role="status">{sent}</p>}
          <Button type="submit">Send invitation</Button>
        </form>
      </Panel>
      <Panel>
        <h2>Staff</h2>
        {row.error && <p role="alert">{row.error}</p>}
        <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.8rem" }}>
          {(data?.staffMembers ?? []).map((m) => (
            <li key={m.id} aria-label={m.name} style={{ borderBottom: "1px solid #e5d5b8", paddingBottom: "0.8rem" }}>
              <div style={{ display: "flex", flexWrap: "wrap", gap: "0.6rem 1rem", alignItems: "center" }}>
                <strong>{m.name}</strong>
                <span>{m.email}</span>
                {m.invitePending && <em>Invited</em>}
                {m.disabledAt && <em>Disabled</em>}
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
                  <span className="visually-hidden">Role of {m.name}</span>
                  <select
                    aria-label={`Role of ${m.name}`}
                    value={m.staffRole}
                    onChange={(e) =>
                      void row.attempt(() =>
                        setRole({ variables: { userId: m.id, staffRole: e.target.value as StaffRoleKey } }),
                      )
                    }
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
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
                  {m.disabledAt ? "Enable" : "Disable"}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setSessionsOf(sessionsOf === m.id ? null : m.id)}
                >
                  Sessions
                </Button>
              </div>
              {sessionsOf === m.id && <CustomerSessions id={m.id} name={m.name} staff />}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
