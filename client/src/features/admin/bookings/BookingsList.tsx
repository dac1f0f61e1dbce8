import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText } from "../../../ui/Field";
import { Panel } from "../../../ui/Panel";
import { BookingFilters, useBookingFilter } from "./BookingFilters";
import { BookingHead, BookingRow, type BookingRowData } from "./BookingRow";
import { BookingsListHeader } from "./BookingsListHeader";
import { More, Scroll } from "./BookingsList.styles";
import { useLiveBookings } from "./useLiveBookings";

interface Props {
  id: string;
  /** Shown between the title and the filter (the bookings page's stat cards). */
  above?: ReactNode;
  status: (b: BookingRowData) => ReactNode;
  actions: (b: BookingRowData) => ReactNode;
  rowError?: string | null;
  /** Width of the actions column, which stays in view with the status column. */
  actionsWidth: string;
}

/** The live, filtered, paged bookings list; the two views give it their status cell and actions. */
export function BookingsList({ id, above, status, actions, rowError, actionsWidth }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useBookingFilter();
  const { rows, page, loading, error, fresh, loadMore } = useLiveBookings(filter);
  return (
    <Panel aria-labelledby={id}>
      <BookingsListHeader id={id} filter={filter} />
      {above}
      <BookingFilters filter={filter} onChange={setFilter} />
      {error && <ErrorText role="alert">{t("admin.fallbacks.loadBookings")}</ErrorText>}
      {rowError && <ErrorText role="alert">{rowError}</ErrorText>}
      <Scroll $actsWidth={actionsWidth}>
        <table>
          <BookingHead />
          <tbody>
            {rows.map((b) => (
              <BookingRow key={b.id} b={b} fresh={fresh.has(b.id)} status={status(b)} actions={actions(b)} />
            ))}
          </tbody>
        </table>
      </Scroll>
      {loading && !rows.length && <p>{t("common.loading")}</p>}
      {page && !rows.length && <p>{t("dashboard.empty")}</p>}
      {page && (
        <More>
          {t(page.totalIsEstimate ? "admin.bookings.showingAbout" : "admin.bookings.showing", {
            shown: rows.length,
            total: page.totalCount,
          })}
          {page.nextCursor && (
            <Button type="button" $variant="secondary" onClick={loadMore}>
              {t("admin.bookings.loadMore")}
            </Button>
          )}
        </More>
      )}
    </Panel>
  );
}
