import styled from "styled-components";
import { useTranslation } from "../../../i18n";

const Flag = styled.span`
  display: inline-block;
  margin-top: 0.25rem;
  padding: 0.1rem 0.5rem;
  white-space: nowrap;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${(p) => p.theme.color.saffron};
  color: ${(p) => p.theme.color.maroonDark};
`;

/** Marks a booking whose customer asked to cancel (staff answer it in the View dialog). */
export function CancelFlag() {
  const { t } = useTranslation();
  return (
    <>
      <br />
      <Flag>{t("admin.desk.cancelFlag")}</Flag>
    </>
  );
}
