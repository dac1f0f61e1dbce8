import styled from "styled-components";
import { Button } from "../../ui/Button";
import { percent } from "../../ui/percent";

export const Grid = styled.div<{ $days: number }>`
  overflow-x: auto;
  .g {
    display: grid;
    grid-template-columns: 170px repeat(${(p) => p.$days}, minmax(26px, 1fr));
    min-width: 900px;
    font-size: 0.8rem;
  }
  .h {
    font-weight: 700;
    text-align: center;
    padding: 4px 0;
    border-bottom: 1px solid #e5d5b8;
  }
  .bus {
    padding: 6px;
    font-weight: 600;
    border-bottom: 1px solid #efe3cc;
  }
  .bus.maint {
    color: #b42318;
  }
  .lane {
    grid-column: 2 / -1;
    position: relative;
    border-bottom: 1px solid #efe3cc;
    min-height: 34px;
  }
  .lane.maint {
    background: repeating-linear-gradient(45deg, #fde8e6, #fde8e6 6px, #fff 6px, #fff 12px);
  }
`;

/** The calendar's title with the month's arrows beside it, and the Buses / Drivers switch. */
export const TitleRow = styled.div`
  display: flex;
  gap: 0.8rem;
  align-items: center;
  flex-wrap: wrap;
  h2 {
    margin: 0;
  }
`;
export const Switch = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.8rem;
`;

/** Days `$from` (0: the month's first) up to `$to` (excluded) of a `$days`-day month, as a place on a lane. */
interface Span {
  $from: number;
  $to: number;
  $days: number;
}
const place = (p: Span) => ({ left: `${percent(p.$from, p.$days)}%`, width: `${percent(p.$to - p.$from, p.$days)}%` });

/** A trip on its lane, in its status's colour; outlined red when it clashes with another trip of the bus. */
export const TripBar = styled.div.attrs<Span & { $top: number; $color: string }>((p) => ({
  style: { ...place(p), top: p.$top, background: p.$color },
}))<{ $clash?: boolean }>`
  position: absolute;
  height: 22px;
  border-radius: 6px;
  color: #fff;
  padding: 2px 6px;
  overflow: hidden;
  white-space: nowrap;
  font-weight: 600;
  ${(p) => p.$clash && "outline: 3px solid #b42318;"}
`;

/** A bus's unavailable period, hatched behind its trips. */
export const BlackoutBar = styled.div.attrs<Span>((p) => ({ style: place(p) }))`
  position: absolute;
  top: 0;
  bottom: 0;
  background: repeating-linear-gradient(45deg, #fde8e6, #fde8e6 6px, #f7c5bf 6px, #f7c5bf 12px);
  color: #7a1a12;
  font-weight: 700;
  padding: 2px 6px;
  overflow: hidden;
  white-space: nowrap;
  border-left: 3px solid #b42318;
`;

export const MonthButton = styled(Button)`
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  font-size: 1.4rem;
  line-height: 1;
`;
