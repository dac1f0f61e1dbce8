import styled from "styled-components";
import { useTranslation } from "../../i18n";

/** The colour of each booking status in the charts. */
export const COLORS = { confirmed: "#1f7a3a", pending: "#f29f05", cancelled: "#b42318" };

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
`;
const Key = styled.li<{ $color: string }>`
  white-space: nowrap;
  &::before {
    content: "";
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 3px;
    margin-right: 0.35rem;
    background: ${(p) => p.$color};
    vertical-align: -1px;
  }
`;

/** Which colour is which status, under each chart. */
export function ChartLegend() {
  const { t } = useTranslation();
  return (
    <List>
      {(["confirmed", "pending", "cancelled"] as const).map((k) => (
        <Key key={k} $color={COLORS[k]}>
          {t(`admin.stats.${k}`)}
        </Key>
      ))}
    </List>
  );
}
