import styled from "styled-components";
import type { AdminCalendarQuery } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { percent } from "../../../ui/percent";

type Expiry = AdminCalendarQuery["documentExpiries"][number];

/** A red mark on a lane over day `$day` (0: the month's first) of a `$days`-day month. */
const Mark = styled.span.attrs<{ $day: number; $days: number }>((p) => ({
  style: { left: `${percent(p.$day, p.$days)}%`, width: `${percent(1, p.$days)}%` },
}))`
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 2;
  border-left: 3px solid ${(p) => p.theme.color.danger};
  font-size: 0.7rem;
  font-weight: 700;
  color: ${(p) => p.theme.color.danger};
  padding-left: 2px;
  white-space: nowrap;
  overflow: hidden;
  pointer-events: auto;
`;

/** A bus lane's document expiry days: a red mark on the last valid day of each document. */
export function ExpiryMarks(props: {
  expiries: Expiry[];
  busId: string;
  dayIndex: (iso: string) => number;
  days: number;
}) {
  const { expiries, busId, dayIndex, days } = props;
  const { t } = useTranslation();
  return (
    <>
      {expiries
        .filter((x) => x.busId === busId)
        .map((x) => {
          const label = t("admin.documents.expires", {
            type: t(`admin.documents.types.${x.type}`),
            number: x.number,
            date: x.validUntil,
          });
          return (
            <Mark key={x.id} role="note" title={label} aria-label={label} $day={dayIndex(x.validUntil)} $days={days}>
              ⚠
            </Mark>
          );
        })}
    </>
  );
}
