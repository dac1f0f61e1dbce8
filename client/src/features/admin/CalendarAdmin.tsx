import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { AdminBuses } from "./buses/buses.documents";
import { ymd } from "./calendar";
import { CalendarQuery } from "./calendar.documents";
import { Grid, MonthButton } from "./CalendarAdmin.styles";
import { BlackoutBars } from "./CalendarBlackouts";
import { CalendarBookingBars } from "./CalendarBookingBars";
import { ExpiryMarks } from "./documents/ExpiryMarks";

/** A month view: one row per bus, each booking spans departure to departure + days. */
export function CalendarAdmin() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  });
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const start = ymd(month);
  const end = ymd(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), days)));
  const { data } = useQuery(CalendarQuery, { variables: { start, end }, fetchPolicy: "cache-and-network" });
  const buses = useQuery(AdminBuses);
  const bookings = data?.bookingCalendar ?? [];
  const blackouts = data?.blackoutCalendar ?? [];
  const dayIndex = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - month.getTime()) / 86400000);
  const rows = [
    ...(buses.data?.buses ?? []).map((b) => ({ id: b.id, name: b.name, maint: b.status === "Maintenance" })),
    { id: "", name: "N/A", maint: false },
  ];
  const shift = (n: number) => setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + n, 1)));
  return (
    <Panel aria-labelledby="cal-admin">
      <div style={{ display: "flex", gap: "0.8rem", alignItems: "center", flexWrap: "wrap" }}>
        <h2 id="cal-admin" style={{ margin: 0 }}>
          {t("admin.calendar.title")}:{" "}
          {month.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}
        </h2>
        <MonthButton type="button" $variant="secondary" onClick={() => shift(-1)} aria-label={t("admin.calendar.prev")}>
          ‹
        </MonthButton>
        <MonthButton type="button" $variant="secondary" onClick={() => shift(1)} aria-label={t("admin.calendar.next")}>
          ›
        </MonthButton>
      </div>
      <p>{t("admin.calendar.legend")}</p>
      <Grid $days={days}>
        <div className="g">
          <div className="h" />
          {[...Array(days)].map((_, i) => (
            <div key={i} className="h">
              {i + 1}
            </div>
          ))}
          {rows.map((r) => (
            <div key={r.id || "none"} style={{ display: "contents" }}>
              <div className={`bus${r.maint ? " maint" : ""}`}>
                {r.name}
                {r.maint ? ` (${t("admin.calendar.maintenance")})` : ""}
              </div>
              <div className={`lane${r.maint ? " maint" : ""}`}>
                <BlackoutBars blackouts={blackouts} busId={r.id} dayIndex={dayIndex} days={days} />
                <CalendarBookingBars bookings={bookings} busId={r.id} dayIndex={dayIndex} days={days} />
                <ExpiryMarks expiries={data?.documentExpiries ?? []} busId={r.id} dayIndex={dayIndex} days={days} />
              </div>
            </div>
          ))}
        </div>
      </Grid>
    </Panel>
  );
}
