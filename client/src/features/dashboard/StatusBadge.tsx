import styled from "styled-components";

const COLORS: Record<string, [string, string]> = {
  Pending: ["#fff4d6", "#7a5200"],
  Confirmed: ["#e3f4e8", "#1f6b35"],
  Cancelled: ["#fde8e6", "#a3261a"],
};
export const StatusBadge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0.15rem 0.7rem;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.85rem;
  background: ${(p) => (COLORS[p.$status] ?? COLORS.Pending)[0]};
  color: ${(p) => (COLORS[p.$status] ?? COLORS.Pending)[1]};
`;
