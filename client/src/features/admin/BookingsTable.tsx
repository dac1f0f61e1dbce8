import { useApolloClient, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { toast } from "../../ui/toast";
import styled from "styled-components";
import { formatDate, formatNumber, useTranslation } from "../../app/i18n";
import { downloadWithToken } from "../../app/download";
import { urls } from "../../app/urls";
import type { AdminBookingFieldsFragment, BookingStatus } from "../../gql/graphql";
import { Button, LinkButton } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { ErrorText } from "../../ui/Field";
import { StatusBadge } from "../dashboard/StatusBadge";
import { bookingRef } from "../dashboard/format";
import { AdminBuses, AdminStatsQuery, BookingChanged, BookingHistory, BookingsPageQuery, DeleteBooking, SetStatus } from "./admin.documents";

const PAGE = 25;
const STATUSES: BookingStatus[] = ["Pending", "Confirmed", "Cancelled"];

export const Panel = styled.section`
  background: #fff; border-radius: 14px; border: 1px solid ${(p) => p.theme.color.line}; padding: 1.2rem; overflow: hidden;
  h2 { font-size: 1.4rem; }
`;
const Filters = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; margin-bottom: 1rem;
  label { display: grid; gap: 0.2rem; font-size: 0.85rem; font-weight: 600; }
  input, select { min-height: 40px; padding: 0.4rem 0.6rem; border: 1.5px solid ${(p) => p.theme.color.line}; border-radius: 8px; background: #fff; }
  .spacer { flex: 1; }
`;
const Scroll = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; min-width: 980px; font-size: 0.92rem; }
  th, td { text-align: left; padding: 0.6rem; border-bottom: 1px solid ${(p) => p.theme.color.line}; vertical-align: top; }
  th { background: ${(p) => p.theme.color.sand}; }
  tr.fresh { animation: flash 2s ease; }
  @keyframes flash { from { background: #fff1c9; } to { background: transparent; } }
  select { min-height: 36px; border-radius: 8px; }
  .acts { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  .acts button { min-height: 36px; padding: 0.3rem 0.8rem; }
`;
const PageStats = styled.div`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); margin: 0.5rem 0 1.2rem;
  > div { background: ${(p) => p.theme.color.cream}; border-radius: 10px; padding: 0.7rem 0.9rem; }
  strong { display: block; font-size: 1.4rem; color: ${(p) => p.theme.color.maroon}; }
`;
const Live = styled.span`
  display: inline-flex; align-items: center; gap: 0.35rem; font-size: 0.85rem; color: ${(p) => p.theme.color.success}; font-weight: 600;
  &::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
`;

type Row = AdminBookingFieldsFragment;
interface Filter { status: string; from: string; to: string; busId: string; search: string }

/** Downloads the CSV of the bookings in the current filter. */
function exportCsv(filter: Filter) {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return downloadWithToken(`/exports/bookings.csv?${q}`, `bookings-${new Date().toISOString().slice(0, 10)}.csv`);
}

function matches(b: Row, f: Filter) {
  if (f.status && b.status !== f.status) return false;
  if (f.from && b.departureDate < f.from) return false;
  if (f.to && b.departureDate > f.to) return false;
  if (f.busId && b.bus?.id !== f.busId) return false;
  if (f.search) {
    const hay = `${b.name} ${b.email} ${b.phone} ${b.pickupLocation} ${b.destination}`.toLowerCase();
    if (!hay.includes(f.search.toLowerCase())) return false;
  }
  return true;
}

function HistoryList({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(BookingHistory, { variables: { id }, fetchPolicy: "network-only" });
  return (
    <ol>
      {data?.booking.history.map((h, i) => (
        <li key={i}>
          {h.fromStatus ? `${h.fromStatus} → ${h.toStatus}` : `${t("admin.bookings.created")}: ${h.toStatus}`} · {new Date(h.changedAt).toLocaleString("en-US")}
          {h.changedBy ? ` · ${t("admin.bookings.by", { name: h.changedBy })}` : ""}
        </li>
      ))}
    </ol>
  );
}

/**
 * The admin bookings list: server-side filter and keyset pages; live through `bookingChanged`.
 * mode "tab": status dropdown + Delete (the dashboard tab); mode "page": View / Confirm / Cancel.
 */
export function BookingsTable({ mode }: { mode: "tab" | "page" }) {
  const { t } = useTranslation();
  const stats = useQuery(AdminStatsQuery, { skip: mode !== "page" });
  const s = stats.data?.adminStats;
  const client = useApolloClient();
  const [filter, setFilter] = useState<Filter>({ status: "", from: "", to: "", busId: "", search: "" });
  const variables = useMemo(
    () => ({ filter: Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v || null])), first: PAGE }),
    [filter],
  );
  const { data, loading, error, fetchMore, refetch } = useQuery(BookingsPageQuery, { variables, fetchPolicy: "cache-and-network" });
  const buses = useQuery(AdminBuses);
  const [setStatus] = useMutation(SetStatus);
  const [remove] = useMutation(DeleteBooking);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<Row | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);

  useSubscription(BookingChanged, {
    onData: ({ data: ev }) => {
      const change = ev.data?.bookingChanged;
      if (!change) return;
      const cached = client.readQuery({ query: BookingsPageQuery, variables });
      if (!cached) return void refetch();
      let items = cached.bookingsPage.items.filter((b) => b.id !== change.bookingId);
      let total = cached.bookingsPage.totalCount;
      const had = items.length !== cached.bookingsPage.items.length;
      if (change.kind === "DELETED") total -= had ? 1 : 0;
      else if (change.booking && matches(change.booking, filter)) {
        if (change.kind === "CREATED" || !had) { items = [change.booking, ...items]; total += had ? 0 : 1; }
        else items = cached.bookingsPage.items.map((b) => (b.id === change.bookingId ? change.booking! : b));
        setFresh((s) => new Set(s).add(change.bookingId));
      } else if (had) total -= 1;
      client.writeQuery({ query: BookingsPageQuery, variables, data: { bookingsPage: { ...cached.bookingsPage, items, totalCount: total } } });
    },
  });

  const rows = data?.bookingsPage.items ?? [];
  const change = async (b: Row, status: BookingStatus) => {
    setRowError(null);
    try {
      await setStatus({ variables: { id: b.id, status } });
    } catch (e) {
      const msg = (e as Error).message;
      setRowError(msg || t("admin.bookings.updateFailed"));
      toast.error(msg || t("admin.bookings.updateFailed"));
    }
  };
  const del = async (b: Row) => {
    if (!window.confirm(t("admin.bookings.confirmDelete"))) return;
    try {
      await remove({ variables: { id: b.id } });
      const cached = client.readQuery({ query: BookingsPageQuery, variables });
      if (cached)
        client.writeQuery({ query: BookingsPageQuery, variables, data: { bookingsPage: { ...cached.bookingsPage, items: cached.bookingsPage.items.filter((x) => x.id !== b.id), totalCount: cached.bookingsPage.totalCount - 1 } } });
    } catch {
      toast.error(t("admin.bookings.deleteFailed"));
    }
  };
  const set = (k: keyof Filter) => (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Panel aria-labelledby={`bookings-${mode}`}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "1rem", flexWrap: "wrap" }}>
        <h2 id={`bookings-${mode}`}>{t("admin.bookings.title")} <Live>{t("admin.bookings.live")}</Live></h2>
        <div style={{ display: "flex", gap: "0.5rem" }}>
          <Button type="button" $variant="secondary" onClick={() => exportCsv(filter).catch(() => toast.error(t("admin.bookings.fetchFailed")))}>{t("admin.bookings.export")}</Button>
          <LinkButton to={urls.book}>{t("admin.bookings.newBooking")}</LinkButton>
        </div>
      </div>
      {mode === "page" && (
        <PageStats aria-label={t("admin.bookings.title")}>
          <div>{t("admin.stats.totalShort")}<strong>{s?.totalBookings ?? "–"}</strong></div>
          <div>{t("admin.stats.confirmedShort")}<strong>{s?.confirmedBookings ?? "–"}</strong></div>
          <div>{t("admin.stats.pending")}<strong>{s?.pendingBookings ?? "–"}</strong></div>
          <div>{t("admin.stats.cancelled")}<strong>{s?.cancelledBookings ?? "–"}</strong></div>
        </PageStats>
      )}
      <Filters role="search">
        <label>{t("admin.bookings.search")}<input type="search" value={filter.search} onChange={set("search")} /></label>
        <label>{t("admin.bookings.statusFilter")}
          <select value={filter.status} onChange={set("status")}>
            <option value="">{t("admin.bookings.all")}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
        <label>{t("admin.bookings.from")}<input type="date" value={filter.from} onChange={set("from")} /></label>
        <label>{t("admin.bookings.to")}<input type="date" value={filter.to} onChange={set("to")} /></label>
        <label>{t("admin.bookings.busFilter")}
          <select value={filter.busId} onChange={set("busId")}>
            <option value="">{t("admin.bookings.all")}</option>
            {buses.data?.buses.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </label>
      </Filters>
      {error && <ErrorText role="alert">{t("admin.fallbacks.loadBookings")}</ErrorText>}
      {rowError && <ErrorText role="alert">{rowError}</ErrorText>}
      <Scroll>
        <table>
          <thead>
            <tr>
              <th>{t("admin.bookings.customer")}</th><th>{t("admin.bookings.phone")}</th><th>{t("admin.bookings.email")}</th><th>{t("admin.bookings.pickup")}</th>
              <th>{t("admin.bookings.destination")}</th><th>{t("admin.bookings.date")}</th><th>{t("admin.bookings.distance")}</th><th>{t("admin.bookings.days")}</th>
              <th>{t("admin.bookings.bus")}</th><th>{t("admin.bookings.status")}</th><th>{t("admin.bookings.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} className={fresh.has(b.id) ? "fresh" : undefined} data-booking-id={b.id}>
                <td>{b.name}<br /><small>{bookingRef(b.id)}</small></td>
                <td>{b.phone}</td>
                <td>{b.email}</td>
                <td>{b.pickupLocation}</td>
                <td>{b.destination}</td>
                <td>{formatDate(b.departureDate)}</td>
                <td>{b.distance == null ? t("common.na") : `${formatNumber(b.distance)} km`}</td>
                <td>{b.days}</td>
                <td>{b.bus?.name ?? t("common.na")}</td>
                <td>
                  {mode === "tab" ? (
                    <select aria-label={t("admin.bookings.statusFor", { ref: bookingRef(b.id) })} value={b.status} onChange={(e) => void change(b, e.target.value as BookingStatus)}>
                      {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
                    </select>
                  ) : (
                    <StatusBadge $status={b.status}>{b.status}</StatusBadge>
                  )}
                </td>
                <td>
                  <div className="acts">
                    {mode === "tab" ? (
                      <Button type="button" $variant="danger" onClick={() => void del(b)} aria-label={`${t("admin.bookings.delete")} ${bookingRef(b.id)}`}>{t("admin.bookings.delete")}</Button>
                    ) : (
                      <>
                        <Button type="button" $variant="secondary" onClick={() => setViewing(b)}>{t("admin.bookings.view")}</Button>
                        {b.status === "Pending" && <Button type="button" onClick={() => void change(b, "Confirmed")}>{t("admin.bookings.confirm")}</Button>}
                        {b.status !== "Cancelled" && <Button type="button" $variant="danger" onClick={() => void change(b, "Cancelled")}>{t("admin.bookings.cancel")}</Button>}
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {loading && !rows.length && <p>{t("common.loading")}</p>}
      {data && !rows.length && <p>{t("dashboard.empty")}</p>}
      {data && (
        <p style={{ display: "flex", gap: "1rem", alignItems: "center", marginTop: "1rem" }}>
          {t("admin.bookings.showing", { shown: rows.length, total: data.bookingsPage.totalCount })}
          {data.bookingsPage.nextCursor && (
            <Button type="button" $variant="secondary" onClick={() => void fetchMore({
              variables: { after: data.bookingsPage.nextCursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                bookingsPage: { ...fetchMoreResult.bookingsPage, items: [...prev.bookingsPage.items, ...fetchMoreResult.bookingsPage.items] },
              }),
            })}>{t("admin.bookings.loadMore")}</Button>
          )}
        </p>
      )}
      <Dialog open={!!viewing} onClose={() => setViewing(null)} title={viewing ? bookingRef(viewing.id) : ""} closeLabel={t("common.close")}>
        {viewing && (
          <div>
            <p><strong>{viewing.name}</strong> · {viewing.phone} · {viewing.email}</p>
            <p>{viewing.pickupLocation} → {viewing.destination}</p>
            <p>{formatDate(viewing.departureDate)} · {t("dashboard.days", { count: viewing.days })} · {viewing.bus?.name ?? t("common.na")}</p>
            {viewing.notes && <p>{viewing.notes}</p>}
            <h3>{t("admin.bookings.history")}</h3>
            <HistoryList id={viewing.id} />
          </div>
        )}
      </Dialog>
    </Panel>
  );
}
