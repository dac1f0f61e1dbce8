import { useQuery, useSubscription } from "@apollo/client/react";
import { formatShortMonth } from "../../app/calendar";
import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { AdminStatsQuery, BookingsPerMonthQuery } from "./stats.documents";
import { BookingChanged } from "./bookings/bookings.documents";
import { Panel } from "../../ui/Panel";

const COLORS = { confirmed: "#1f7a3a", pending: "#f29f05", cancelled: "#b42318" };
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
  li {
    white-space: nowrap;
  }
  li::before {
    content: "";
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 3px;
    margin-right: 0.35rem;
    background: var(--c);
    vertical-align: -1px;
  }
`;
const Two = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
  svg {
    display: block;
    width: 100%;
    max-width: 100%;
    height: auto;
  }
  svg.donut {
    max-width: 240px;
    margin: 0 auto;
  }
`;

/** Bookings per month (stacked by status) and a status donut, in plain SVG. */
export function Charts() {
  const { t } = useTranslation();
  const months = useQuery(BookingsPerMonthQuery, { fetchPolicy: "cache-and-network" });
  const stats = useQuery(AdminStatsQuery);
  useSubscription(BookingChanged, { onData: () => void months.refetch() });
  const rows = months.data?.bookingsPerMonth ?? [];
  const max = Math.max(1, ...rows.map((r) => r.total));
  const W = 640,
    H = 260,
    pad = 30,
    bw = rows.length ? (W - pad * 2) / rows.length : 0;
  const s = stats.data?.adminStats;
  const parts = s
    ? ([
        ["confirmed", s.confirmedBookings],
        ["pending", s.pendingBookings],
        ["cancelled", s.cancelledBookings],
      ] as const)
    : [];
  const total = parts.reduce((a, [, n]) => a + n, 0) || 1;
  let angle = -Math.PI / 2;
  const legend = (
    <Legend>
      <li style={{ ["--c" as string]: COLORS.confirmed }}>{t("admin.stats.confirmed")}</li>
      <li style={{ ["--c" as string]: COLORS.pending }}>{t("admin.stats.pending")}</li>
      <li style={{ ["--c" as string]: COLORS.cancelled }}>{t("admin.stats.cancelled")}</li>
    </Legend>
  );
  return (
    <Two>
      <Panel>
        <h2>{t("admin.perMonth")}</h2>
        <svg
          viewBox={`0 0 ${W} ${H + 30}`}
          role="img"
          aria-label={rows.map((r) => `${r.month}: ${r.total}`).join(", ")}
        >
          <line x1={pad} y1={H} x2={W - pad} y2={H} stroke="#e5d5b8" />
          {rows.map((r, i) => {
            let y = H;
            const x = pad + i * bw + bw * 0.15;
            return (
              <g key={r.month}>
                {(["confirmed", "pending", "cancelled"] as const).map((k) => {
                  const h = (r[k] / max) * (H - 20);
                  y -= h;
                  return h > 0 ? (
                    <rect key={k} x={x} y={y} width={bw * 0.7} height={h} fill={COLORS[k]} rx={3} />
                  ) : null;
                })}
                {r.total > 0 && (
                  <text x={x + bw * 0.35} y={y - 4} textAnchor="middle" fontSize="11" fill="#2a2320">
                    {r.total}
                  </text>
                )}
                <text x={x + bw * 0.35} y={H + 18} textAnchor="middle" fontSize="11" fill="#5f534b">
                  {formatShortMonth(r.month)}
                </text>
              </g>
            );
          })}
        </svg>
        {legend}
      </Panel>
      <Panel>
        <h2>{t("admin.byStatus")}</h2>
        <svg
          className="donut"
          viewBox="0 0 200 200"
          role="img"
          aria-label={parts.map(([k, n]) => `${k}: ${n}`).join(", ")}
        >
          {parts.map(([k, n]) => {
            const a0 = angle;
            const a1 = angle + (n / total) * Math.PI * 2;
            angle = a1;
            if (n === 0) return null;
            if (n === total)
              return <circle key={k} cx="100" cy="100" r="80" fill="none" stroke={COLORS[k]} strokeWidth="34" />;
            const large = a1 - a0 > Math.PI ? 1 : 0;
            const p = (a: number) => `${100 + 80 * Math.cos(a)} ${100 + 80 * Math.sin(a)}`;
            return (
              <path
                key={k}
                d={`M ${p(a0)} A 80 80 0 ${large} 1 ${p(a1)}`}
                fill="none"
                stroke={COLORS[k]}
                strokeWidth="34"
              />
            );
          })}
          <text x="100" y="108" textAnchor="middle" fontSize="26" fontWeight="700" fill="#4a1420">
            {s?.totalBookings ?? ""}
          </text>
        </svg>
        {legend}
      </Panel>
    </Two>
  );
}
