import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../../app/errors";
import type { StaffRole } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { Panel } from "../../../ui/Panel";
import { InviteStaff, STAFF_ROLES, StaffMembers } from "./staff.documents";
import { InviteForm } from "./staff.styles";
import { RolePermissions } from "./RolePermissions";

/** Admin -> Staff's invitation: a name, an e-mail and a role; the member is e-mailed a link to set a password. */
export function StaffInviteForm() {
  const { t } = useTranslation();
  const [invite] = useMutation(InviteStaff, { refetchQueries: [StaffMembers], awaitRefetchQueries: true });
  const { draft, field, setDraft } = useDraft({ name: "", email: "", staffRole: "bookingDesk" });
  const form = useAttempt((e) => serverMessage(e, t("admin.staff.failed")));
  /** The address the last invitation went to. */
  const [sentTo, setSentTo] = useState("");
  const submit = () =>
    form.attempt(async () => {
      setSentTo("");
      await invite({ variables: { input: { ...draft, staffRole: draft.staffRole as StaffRole } } });
      setSentTo(draft.email);
      setDraft({ name: "", email: "", staffRole: draft.staffRole });
    });
  return (
    <Panel>
      <h2>{t("admin.staff.inviteTitle")}</h2>
      <InviteForm
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label={t("admin.staff.name")} required {...field("name")} />
        <TextField label={t("admin.staff.email")} type="email" required {...field("email")} />
        <FieldWrap>
          <label htmlFor="invite-role">{t("admin.staff.role")}</label>
          <select id="invite-role" aria-describedby="invite-role-may" {...field("staffRole")}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.staff.roles.${r}`)}
              </option>
            ))}
          </select>
        </FieldWrap>
        <RolePermissions chosen={draft.staffRole as StaffRole} />
        {form.error && <p role="alert">{form.error}</p>}
        {sentTo && <p role="status">{t("admin.staff.sent", { email: sentTo })}</p>}
        <Button type="submit">{t("admin.staff.send")}</Button>
      </InviteForm>
    </Panel>
  );
}
