import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { todayInIndia } from "../../../app/calendar";
import { formatDate, useTranslation } from "../../../i18n";
import { SmallButton } from "../../../ui/Actions";
import { Panel } from "../../../ui/Panel";
import { type BoardSpan, boardRange, shiftRange } from "./dispatch";
import { DispatchBoardQuery } from "./dispatch.documents";
import { Arrow, Controls } from "./dispatch.styles";
import { DispatchAssign } from "./DispatchAssign";
import { type BoardRow, DispatchGrid, type Trip } from "./DispatchGrid";

/**
 * Admin → Dispatch: Confirmed trips by day against every coach and every active driver, for a week (from Monday)
 * or a month; free days, unavailable periods and lapsing documents and licences marked; a trip's bar opens its
 * assignment. No money is read.
 */
export function DispatchAdmin() {
  const { t } = useTranslation();
  const [span, setSpan] = useState<BoardSpan>("week");
  const [from, setFrom] = useState(() => boardRange("week", todayInIndia()).from);
  const [open, setOpen] = useState<Trip | null>(null);
  const range = boardRange(span, from);
  const { data, error } = useQuery(DispatchBoardQuery, { variables: range, fetchPolicy: "cache-and-network" });
  const board = data?.dispatchBoard.from === range.from ? data.dispatchBoard : null;
  const pick = (next: BoardSpan) => {
    setSpan(next);
    setFrom(boardRange(next, next === "month" ? from : todayInIndia()).from);
  };
  const trips = board?.trips ?? [];
  const coaches: BoardRow[] = (board?.coaches ?? []).map((c) => ({
    ...c,
    note: [
      c.registrationNumber,
      t("admin.dispatch.seats", { seats: c.seats }),
      c.maintenance && t("admin.dispatch.maintenance"),
    ]
      .filter(Boolean)
      .join(" · "),
    // A group's trip is on each of its coaches' rows.
    trips: trips.filter((x) => x.busId === c.id || x.busIds.includes(c.id)),
  }));
  const drivers: BoardRow[] = (board?.drivers ?? []).map((d) => ({
    ...d,
    note: t(d.licenceValidUntil < todayInIndia() ? "admin.dispatch.licenceLapsed" : "admin.dispatch.licence", {
      date: formatDate(d.licenceValidUntil),
    }),
    blackouts: [],
    trips: trips.filter((x) => x.driverIds.includes(d.id)),
  }));
  return (
    <Panel aria-labelledby="dispatch-title">
      <Controls>
        <h2 id="dispatch-title">{t("admin.dispatch.title")}</h2>
        <div role="group" aria-label={t("admin.dispatch.span")}>
          {(["week", "month"] as const).map((s) => (
            <SmallButton
              key={s}
              type="button"
              $variant={span === s ? "primary" : "secondary"}
              aria-pressed={span === s}
              onClick={() => pick(s)}
            >
              {t(`admin.dispatch.${s}`)}
            </SmallButton>
          ))}
        </div>
        <div>
          <Arrow
            type="button"
            $variant="secondary"
            aria-label={t("admin.dispatch.prev")}
            onClick={() => setFrom(shiftRange(span, range.from, -1))}
          >
            ‹
          </Arrow>
          <SmallButton
            type="button"
            $variant="secondary"
            onClick={() => setFrom(boardRange(span, todayInIndia()).from)}
          >
            {t("admin.dispatch.today")}
          </SmallButton>
          <Arrow
            type="button"
            $variant="secondary"
            aria-label={t("admin.dispatch.next")}
            onClick={() => setFrom(shiftRange(span, range.from, 1))}
          >
            ›
          </Arrow>
        </div>
      </Controls>
      <p>{t("admin.dispatch.lead")}</p>
      <p>{t("admin.dispatch.legend")}</p>
      {error && <p role="alert">{error.message}</p>}
      {!board && !error && <p aria-busy="true">{t("admin.dispatch.loading")}</p>}
      {board && (
        <>
          <h3>
            {t("admin.dispatch.coaches")} · {formatDate(board.from)} – {formatDate(board.until)}
          </h3>
          <DispatchGrid label={t("admin.dispatch.coaches")} days={board.days} rows={coaches} onTrip={setOpen} />
          <h3>{t("admin.dispatch.drivers")}</h3>
          <DispatchGrid label={t("admin.dispatch.drivers")} days={board.days} rows={drivers} onTrip={setOpen} />
          {!trips.length && <p>{t("admin.dispatch.noTrips")}</p>}
        </>
      )}
      <DispatchAssign
        trip={open && (trips.find((x) => x.bookingId === open.bookingId) ?? open)}
        onClose={() => setOpen(null)}
      />
    </Panel>
  );
}
