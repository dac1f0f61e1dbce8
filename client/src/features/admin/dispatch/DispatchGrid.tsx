import { Fragment } from "react";
import { useTranslation } from "../../../i18n";
import type { DispatchBoardQuery } from "../../../gql/graphql";
import { Bar, Board, Cell } from "./dispatch.styles";
import { columns, dayHead, weekdayOf } from "./dispatch";

type BoardData = DispatchBoardQuery["dispatchBoard"];
export type Trip = BoardData["trips"][number];
type Mark = BoardData["coaches"][number]["marks"][number];
type Blackout = BoardData["coaches"][number]["blackouts"][number];

/** A row of the board: a coach or a driver, with the days it is off and its lapse marks. */
export interface BoardRow {
  id: string;
  name: string;
  note: string;
  maintenance?: boolean;
  blackouts: readonly Blackout[];
  marks: readonly Mark[];
  trips: readonly Trip[];
}

/** One day of a row without a trip: free, or unavailable (a blackout), with any lapse marked on it. */
function DayCell({ row, day, at, narrow }: { row: BoardRow; day: string; at: [number, number]; narrow: boolean }) {
  const { t } = useTranslation();
  const blackout = row.blackouts.find((b) => b.startDate <= day && day <= b.endDate);
  const off = blackout ?? (row.maintenance ? { reason: t("admin.dispatch.maintenance") } : undefined);
  const marks = row.marks.filter((m) => m.date === day);
  const head = dayHead(day);
  const title = off
    ? t("admin.dispatch.blackoutOn", { name: row.name, day: head, reason: off.reason })
    : t("admin.dispatch.freeOn", { name: row.name, day: head });
  return (
    <Cell
      className={off ? "day off" : "day"}
      $row={at[0]}
      $col={String(at[1])}
      title={[
        title,
        ...marks.map((m) => t("admin.dispatch.markOn", { name: row.name, label: m.label, day: head })),
      ].join("\n")}
    >
      {!narrow && (blackout ? t("admin.dispatch.blackout") : off ? off.reason : t("admin.dispatch.free"))}
      {marks.map((m) => (
        <span key={m.label} className="mark">
          ⚠{!narrow && ` ${m.label}`}
        </span>
      ))}
    </Cell>
  );
}

/** Days × rows: each row's trips as bars over their days, its other days free or off. */
export function DispatchGrid(props: {
  label: string;
  days: readonly string[];
  rows: readonly BoardRow[];
  onTrip: (trip: Trip) => void;
}) {
  const { label, days, rows, onTrip } = props;
  const { t } = useTranslation();
  const narrow = days.length > 7;
  const from = days[0];
  return (
    <Board $days={days.length} $narrow={narrow} role="region" aria-label={label} tabIndex={0}>
      <div className="g">
        <div className="h corner">{label}</div>
        {days.map((d) => (
          <div key={d} className={weekdayOf(d) === 6 ? "h sun" : "h"}>
            {narrow ? Number(d.slice(8)) : dayHead(d)}
          </div>
        ))}
        {rows.map((row, r) => {
          const line = r + 2;
          const taken = new Set<string>();
          const bars = row.trips.flatMap((trip) => {
            const at = columns(from, days.length, trip.departureDate, trip.returnDate);
            if (!at) return [];
            for (let c = at[0]; c < at[1]; c++) taken.add(days[c - 1]);
            return [{ trip, at }];
          });
          const barText = (trip: Trip) =>
            t("admin.dispatch.tripOf", {
              name: row.name,
              reference: trip.reference,
              customer: trip.customer,
              route: trip.route,
            });
          return (
            <Fragment key={row.id}>
              <Cell className={row.maintenance ? "name maint" : "name"} $row={line} $col="1">
                {row.name}
                <small>{row.note}</small>
              </Cell>
              {days.map((d, i) =>
                taken.has(d) ? null : <DayCell key={d} row={row} day={d} at={[line, i + 2]} narrow={narrow} />,
              )}
              {bars.map(({ trip, at }) => (
                <Bar
                  key={trip.bookingId}
                  type="button"
                  $row={line}
                  $col={`${at[0] + 1} / ${at[1] + 1}`}
                  title={barText(trip)}
                  aria-label={barText(trip)}
                  onClick={() => onTrip(trip)}
                >
                  {/* A month's day is too narrow for words: a short bar is its colour, its words in its title. */}
                  {(!narrow || at[1] - at[0] > 2) && (
                    <>
                      <span>{trip.reference}</span>
                      <span>
                        {trip.customer} · {trip.route}
                      </span>
                    </>
                  )}
                </Bar>
              ))}
            </Fragment>
          );
        })}
      </div>
    </Board>
  );
}
