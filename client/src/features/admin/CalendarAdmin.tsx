import { useQuery } from "@apollo/client/react";
import { Fragment, useState } from "react";
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  firstOfMonth,
  formatMonth,
  todayInIndia,
} from "../../app/calendar";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { AdminBuses } from "./buses/buses.documents";
import { CalendarQuery } from "./calendar.documents";
import { Grid, MonthButton, Switch, TitleRow } from "./CalendarAdmin.styles";
import { BlackoutBars } from "./CalendarBlackouts";
import { CalendarBookingBars } from "./CalendarBookingBars";
import { CalendarDriverBars } from "./CalendarDriverBars";
import { DriversQuery } from "./drivers/drivers.documents";
import { ExpiryMarks } from "./documents/ExpiryMarks";

/** A month view: one row per bus, each booking a bar from its departure to its last day. */
export function CalendarAdmin() {
  const { t } = useTranslation();
  // The first day of the month shown; it opens on India's today (the operator's calendar).
  const [month, setMonth] = useState(() => firstOfMonth(todayInIndia()));
  const days = daysInMonth(month);
  const start = month;
  const end = addDays(month, days - 1);
  const { data } = useQuery(CalendarQuery, { variables: { start, end }, fetchPolicy: "cache-and-network" });
  const buses = useQuery(AdminBuses);
  // Buses (one row per bus) or Drivers (one row per active driver, their trips as bars).
  const [view, setView] = useState<"buses" | "drivers">("buses");
  const drivers = useQuery(DriversQuery, { skip: view !== "drivers" });
  const bookings = data?.bookingCalendar ?? [];
  const blackouts = data?.blackoutCalendar ?? [];
  const dayIndex = (iso: string) => daysBetween(month, iso);
  const rows = [
    ...(buses.data?.buses ?? []).map((b) => ({ id: b.id, name: b.name, maint: b.status === "Maintenance" })),
    { id: "", name: "N/A", maint: false },
  ];
  const shift = (n: number) => setMonth(addMonths(month, n));
  return (
    <Panel aria-labelledby="cal-admin">
      <TitleRow>
        <h2 id="cal-admin">
          {t("admin.calendar.title")}: {formatMonth(month)}
        </h2>
        <MonthButton type="button" $variant="secondary" onClick={() => shift(-1)} aria-label={t("admin.calendar.prev")}>
          ‹
        </MonthButton>
        <MonthButton type="button" $variant="secondary" onClick={() => shift(1)} aria-label={t("admin.calendar.next")}>
          ›
        </MonthButton>
      </TitleRow>
      <Switch role="group" aria-label={t("admin.calendar.view")}>
        {(["buses", "drivers"] as const).map((v) => (
          <MonthButton
            key={v}
            type="button"
            $variant={view === v ? "primary" : "secondary"}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {t(`admin.calendar.${v}`)}
          </MonthButton>
        ))}
      </Switch>
      <p>{view === "drivers" ? t("admin.calendar.driversLegend") : t("admin.calendar.legend")}</p>
      {view === "drivers" && (
        <Grid $days={days}>
          <div className="g">
            <DayHeads days={days} />
            {(drivers.data?.drivers ?? [])
              .filter((d) => d.active)
              .map((d) => (
                <Fragment key={d.id}>
                  <div className="bus">{d.name}</div>
                  <div className="lane" aria-label={t("admin.calendar.tripsOf", { name: d.name })}>
                    <CalendarDriverBars bookings={bookings} driverId={d.id} dayIndex={dayIndex} days={days} />
                  </div>
                </Fragment>
              ))}
          </div>
        </Grid>
      )}
      {view === "buses" && (
        <Grid $days={days}>
          <div className="g">
            <DayHeads days={days} />
            {rows.map((r) => (
              <Fragment key={r.id || "none"}>
                <div className={`bus${r.maint ? " maint" : ""}`}>
                  {r.name}
                  {r.maint ? ` (${t("admin.calendar.maintenance")})` : ""}
                </div>
                <div className={`lane${r.maint ? " maint" : ""}`}>
                  <BlackoutBars blackouts={blackouts} busId={r.id} dayIndex={dayIndex} days={days} />
                  <CalendarBookingBars bookings={bookings} busId={r.id} dayIndex={dayIndex} days={days} />
                  <ExpiryMarks expiries={data?.documentExpiries ?? []} busId={r.id} dayIndex={dayIndex} days={days} />
                </div>
              </Fragment>
            ))}
          </div>
        </Grid>
      )}
    </Panel>
  );
}

/** The grid's head row: a blank corner, then the month's days. */
function DayHeads({ days }: { days: number }) {
  return (
    <>
      <div className="h" />
      {[...Array(days)].map((_, i) => (
        <div key={i} className="h">
          {i + 1}
        </div>
      ))}
    </>
  );
}
