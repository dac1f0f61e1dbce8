import styled from "styled-components";
import type { BusDocumentStatus } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";

const Badge = styled.span<{ $status: BusDocumentStatus }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${(p) => p.theme.color.white};
  background: ${(p) =>
    p.$status === "Valid"
      ? p.theme.color.success
      : p.$status === "Expiring"
        ? p.theme.color.saffronDark
        : p.theme.color.danger};
`;

/** Valid / Expiring within 30 days / Expired, in words and colour. */
export function StatusBadge({ status }: { status: BusDocumentStatus }) {
  const { t } = useTranslation();
  return <Badge $status={status}>{t(`admin.documents.status.${status}`)}</Badge>;
}
