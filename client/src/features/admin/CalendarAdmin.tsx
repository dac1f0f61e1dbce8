import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { bookingRef } from "../dashboard/format";
import { AdminBuses, CalendarQuery } from "./admin.documents";
import { Panel } from "./BookingsTable";

const COLOR: Record<string, string> = { Pending: "#f29f05", Confirmed: "#1f7a3a", Cancelled: "#b9aca0" };
const Grid = styled.div<{ $days: number }>`
  overflow-x: auto;
  .g { display: grid; grid-template-columns: 170px repeat(${(p) => p.$days}, minmax(26px, 1fr)); min-width: 900px; font-size: 0.8rem; }
  .h { font-weight: 700; text-align: center; padding: 4px 0; border-bottom: 1px solid #e5d5b8; }
  .bus { padding: 6px; font-weight: 600; border-bottom: 1px solid #efe3cc; }
  .bus.maint { color: #b42318; }
  .lane { grid-column: 2 / -1; position: relative; border-bottom: 1px solid #efe3cc; min-height: 34px; }
  .lane.maint { background: repeating-linear-gradient(45deg, #fde8e6, #fde8e6 6px, #fff 6px, #fff 12px); }
  .bar { position: absolute; height: 22px; border-radius: 6px; color: #fff; padding: 2px 6px; overflow: hidden; white-space: nowrap; font-weight: 600; }
  .bar.clash { outline: 3px solid #b42318; }
`;

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => ymd(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000));

/** A month view: one row per bus, each booking spans departure to departure + days. */
export function CalendarAdmin() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => { const d = new Date(); return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)); });
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const start = ymd(month);
  const end = addDays(start, days - 1);
  const { data } = useQuery(CalendarQuery, { variables: { start, end }, fetchPolicy: "cache-and-network" });
  const buses = useQuery(AdminBuses);
  const bookings = (data?.bookingCalendar ?? []).filter((b) => b.status !== "Cancelled" || true);
  const dayIndex = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - month.getTime()) / 86400000);
  const clash = (a: (typeof bookings)[number]) =>
    a.status !== "Cancelled" && bookings.some((b) => b.id !== a.id && b.bus?.id === a.bus?.id && b.status !== "Cancelled" && a.departureDate < addDays(b.departureDate, b.days) && b.departureDate < addDays(a.departureDate, a.days));
  const rows = [...(buses.data?.buses ?? []).map((b) => ({ id: b.id, name: b.name, maint: b.status === "Maintenance" })), { id: "", name: "N/A", maint: false }];
  const shift = (n: number) => setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + n, 1)));
  return (
    <Panel aria-labelledby="cal-admin">
      <div style={{ display: "flex", gap: "0.8rem", alignItems: "center", flexWrap: "wrap" }}>
        <h2 id="cal-admin" style={{ margin: 0 }}>{t("admin.calendar.title")}: {month.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}</h2>
        <button type="button" onClick={() => shift(-1)} aria-label={t("admin.calendar.prev")}>‹</button>
        <button type="button" onClick={() => shift(1)} aria-label={t("admin.calendar.next")}>›</button>
      </div>
      <p>{t("admin.calendar.legend")}</p>
      <Grid $days={days}>
        <div className="g">
          <div className="h" />
          {[...Array(days)].map((_, i) => <div key={i} className="h">{i + 1}</div>)}
          {rows.map((r) => (
            <div key={r.id || "none"} style={{ display: "contents" }}>
              <div className={`bus${r.maint ? " maint" : ""}`}>{r.name}{r.maint ? ` (${t("admin.calendar.maintenance")})` : ""}</div>
              <div className={`lane${r.maint ? " maint" : ""}`}>
                {bookings.filter((b) => (b.bus?.id ?? "") === r.id).map((b, k) => {
                  const from = Math.max(0, dayIndex(b.departureDate));
                  const to = Math.min(days, dayIndex(b.departureDate) + b.days);
                  const c = clash(b);
                  return (
                    <div key={b.id} className={`bar${c ? " clash" : ""}`} title={`${bookingRef(b.id)} ${b.name} (${b.status})${c ? ` — ${t("admin.calendar.conflict")}` : ""}`}
                      style={{ left: `${(from / days) * 100}%`, width: `${((to - from) / days) * 100}%`, top: 6 + (k % 2) * 2, background: COLOR[b.status] }}>
                      {bookingRef(b.id)} {b.name}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </Grid>
    </Panel>
  );
}
