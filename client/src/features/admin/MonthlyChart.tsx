import type { BookingsPerMonthQuery } from "../../gql/graphql";
import { formatShortMonth } from "../../app/calendar";
import { COLORS } from "./ChartLegend";

const W = 640;
const H = 260;
const PAD = 30;

/** Bookings per month, each month's bar stacked by status with its total above, in plain SVG. */
export function MonthlyChart({ rows }: { rows: BookingsPerMonthQuery["bookingsPerMonth"] }) {
  const max = Math.max(1, ...rows.map((r) => r.total));
  const bw = rows.length ? (W - PAD * 2) / rows.length : 0;
  return (
    <svg viewBox={`0 0 ${W} ${H + 30}`} role="img" aria-label={rows.map((r) => `${r.month}: ${r.total}`).join(", ")}>
      <line x1={PAD} y1={H} x2={W - PAD} y2={H} stroke="#e5d5b8" />
      {rows.map((r, i) => {
        let y = H;
        const x = PAD + i * bw + bw * 0.15;
        return (
          <g key={r.month}>
            {(["confirmed", "pending", "cancelled"] as const).map((k) => {
              const h = (r[k] / max) * (H - 20);
              y -= h;
              return h > 0 ? <rect key={k} x={x} y={y} width={bw * 0.7} height={h} fill={COLORS[k]} rx={3} /> : null;
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
  );
}
