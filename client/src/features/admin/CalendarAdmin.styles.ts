import styled from "styled-components";
import { Button } from "../../ui/Button";

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
  .bar {
    position: absolute;
    height: 22px;
    border-radius: 6px;
    color: #fff;
    padding: 2px 6px;
    overflow: hidden;
    white-space: nowrap;
    font-weight: 600;
  }
  .bar.clash {
    outline: 3px solid #b42318;
  }
  .blackout {
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
  }
`;

export const MonthButton = styled(Button)`
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  font-size: 1.4rem;
  line-height: 1;
`;
