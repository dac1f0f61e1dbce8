import styled from "styled-components";
import { SmallButton } from "../../../ui/Actions";

/** The board's grid: a sticky name column, then one column per day; it scrolls sideways on a phone. */
export const Board = styled.div<{ $days: number; $narrow: boolean }>`
  overflow-x: auto;
  margin-top: 0.5rem;
  border: 1px solid #efe3cc;
  border-radius: 8px;
  .g {
    display: grid;
    grid-template-columns: minmax(112px, 160px) repeat(
        ${(p) => p.$days},
        minmax(${(p) => (p.$narrow ? "26px" : "88px")}, 1fr)
      );
    font-size: 0.8rem;
  }
  @media (max-width: 600px) {
    .g {
      grid-template-columns: 96px repeat(${(p) => p.$days}, minmax(${(p) => (p.$narrow ? "26px" : "62px")}, 1fr));
    }
  }
  .h,
  .name {
    position: sticky;
    left: 0;
    z-index: 2;
    background: #fff;
  }
  .h {
    position: static;
    font-weight: 700;
    text-align: center;
    padding: 6px 2px;
    border-bottom: 1px solid #e5d5b8;
    white-space: nowrap;
  }
  .h.corner {
    position: sticky;
    left: 0;
    z-index: 3;
    background: #fff;
  }
  .h.sun {
    color: #8b1e3f;
  }
  .name {
    padding: 6px;
    font-weight: 600;
    border-bottom: 1px solid #efe3cc;
    border-right: 1px solid #efe3cc;
    min-height: 44px;
  }
  .name {
    overflow-wrap: anywhere;
  }
  .name small {
    display: block;
    font-weight: 400;
    color: #6b5b4b;
  }
  .name.maint {
    color: #b42318;
  }
  .day {
    border-bottom: 1px solid #efe3cc;
    border-left: 1px dashed #f1e6d2;
    padding: 4px;
    min-height: 44px;
    color: #2f6b3a;
    background: #f0f8f1;
    overflow: hidden;
  }
  .day.off {
    color: #b42318;
    background: repeating-linear-gradient(45deg, #fde8e6, #fde8e6 6px, #fff 6px, #fff 12px);
  }
  .mark {
    display: block;
    color: #b42318;
    font-weight: 700;
    white-space: nowrap;
  }
`;

/** Where a cell or a bar sits on the board: its row's line and its days' columns. */
interface At {
  $row: number;
  $col: string;
}
const at = (p: At) => ({ style: { gridRow: p.$row, gridColumn: p.$col } });

/** A cell of the board, placed on its row and day. */
export const Cell = styled.div.attrs<At>(at)``;

/** A trip over its days on a row: its reference, customer and route, cut to fit. */
export const Bar = styled.button.attrs<At>(at)`
  z-index: 1;
  align-self: center;
  margin: 3px 2px;
  min-height: 40px;
  padding: 3px 8px;
  border: 0;
  border-radius: 6px;
  background: #8b1e3f;
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-align: left;
  overflow: hidden;
  cursor: pointer;
  span {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: 600px) {
    padding: 3px 5px;
    font-size: 0.74rem;
  }
  span + span {
    font-weight: 400;
    font-size: 0.72rem;
    opacity: 0.9;
  }
  &:focus-visible {
    outline: 3px solid #e0a526;
  }
`;

/** The title, the Week / Month switch and the arrows, wrapping on a phone. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  h2 {
    margin: 0 auto 0 0;
  }
  > div {
    display: flex;
    gap: 0.35rem;
  }
`;

/** Previous / next: an arrow, named for screen readers. */
export const Arrow = styled(SmallButton)`
  min-width: 44px;
  padding: 0;
  font-size: 1.3rem;
  line-height: 1;
`;
