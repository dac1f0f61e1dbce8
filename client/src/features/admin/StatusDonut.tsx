import { COLORS } from "./ChartLegend";

type Part = readonly [status: keyof typeof COLORS, count: number];

/** The bookings by status as a donut, the total in its middle, in plain SVG. */
export function StatusDonut({ parts, total }: { parts: readonly Part[]; total: number | undefined }) {
  const sum = parts.reduce((a, [, n]) => a + n, 0) || 1;
  let angle = -Math.PI / 2;
  return (
    <svg className="donut" viewBox="0 0 200 200" role="img" aria-label={parts.map(([k, n]) => `${k}: ${n}`).join(", ")}>
      {parts.map(([k, n]) => {
        const a0 = angle;
        const a1 = angle + (n / sum) * Math.PI * 2;
        angle = a1;
        if (n === 0) return null;
        if (n === sum)
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
        {total ?? ""}
      </text>
    </svg>
  );
}
