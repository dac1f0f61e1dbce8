import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import type { Permission } from "../../../app/RequireRole";
import type { StaffRole } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { StaffRolesQuery } from "./staff.documents";

const Note = styled.div`
  font-size: 0.92rem;
  p {
    margin: 0 0 0.3rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  details {
    margin-top: 0.6rem;
  }
  h4 {
    margin: 0.6rem 0 0.2rem;
  }
`;

/** A permission in plain words (`admin.staff.may.<name with _ for .>` in en.admin.json). */
const mayKey = (p: Permission) => `admin.staff.may.${p.replace(/\./g, "_")}`;

/**
 * What a staff role may do, in plain words, from the server's role table (`staffRoles`): the chosen role's list
 * under the invitation's role, and every role's in a fold.
 */
export function RolePermissions({ chosen }: { chosen: StaffRole }) {
  const { t } = useTranslation();
  const roles = useQuery(StaffRolesQuery, { fetchPolicy: "cache-first" }).data?.staffRoles ?? [];
  const list = (permissions: readonly Permission[]) => (
    <ul>
      {permissions.map((p) => (
        <li key={p}>{t(mayKey(p))}</li>
      ))}
    </ul>
  );
  const role = roles.find((r) => r.role === chosen);
  if (!role) return null;
  return (
    <Note aria-live="polite">
      <p id="invite-role-may">{t("admin.staff.roleMay", { role: t(`admin.staff.roles.${chosen}`) })}</p>
      {list(role.permissions)}
      <details>
        <summary>{t("admin.staff.everyRole")}</summary>
        {roles.map((r) => (
          <section key={r.role} aria-label={t(`admin.staff.roles.${r.role}`)}>
            <h4>{t(`admin.staff.roles.${r.role}`)}</h4>
            {list(r.permissions)}
          </section>
        ))}
      </details>
    </Note>
  );
}
