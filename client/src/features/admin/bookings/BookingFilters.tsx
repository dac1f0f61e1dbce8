import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { filterFrom, type BookingFilter } from "../../../app/urls";
import { BookingStatus, QuoteFilter } from "../../../gql/enums";
import { AdminBuses } from "../buses/buses.documents";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: end;
  margin-bottom: 1rem;
  label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.85rem;
    font-weight: 600;
    flex: 1 1 130px;
    max-width: 220px;
  }
  input,
  select {
    min-height: 40px;
    padding: 0.4rem 0.6rem;
    border: 1.5px solid ${(p) => p.theme.color.line};
    border-radius: 8px;
    background: #fff;
    width: 100%;
  }
`;

/** The list's filter, read from and written to the page's query string (other parameters kept). */
export function useBookingFilter(): [BookingFilter, (key: keyof BookingFilter, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (key: keyof BookingFilter, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [filterFrom(params), set];
}

/** The value and onChange of the input or select that edits one filter. */
type Field = { value: string; onChange: (e: { target: { value: string } }) => void };

export function BookingFilters({
  filter,
  onChange,
}: {
  filter: BookingFilter;
  onChange: (key: keyof BookingFilter, value: string) => void;
}) {
  const { t } = useTranslation();
  const buses = useQuery(AdminBuses);
  const field = (key: keyof BookingFilter): Field => ({
    value: filter[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });
  return (
    <Bar role="search">
      <label>
        {t("admin.bookings.search")}
        <input type="search" {...field("search")} />
      </label>
      <Choice
        label={t("admin.bookings.statusFilter")}
        options={Object.values(BookingStatus).map((s) => [s, s])}
        {...field("status")}
      />
      {(["from", "to"] as const).map((key) => (
        <label key={key}>
          {t(`admin.bookings.${key}`)}
          <input type="date" {...field(key)} />
        </label>
      ))}
      <Choice
        label={t("admin.bookings.busFilter")}
        options={buses.data?.buses.map((b) => [b.id, b.name]) ?? []}
        {...field("busId")}
      />
      <Choice
        label={t("admin.bookings.quoteFilter")}
        options={Object.values(QuoteFilter).map((q) => [q, q === QuoteFilter.None ? t("admin.bookings.noQuote") : q])}
        {...field("quote")}
      />
      <Choice
        label={t("admin.bookings.driverFilter")}
        options={[["true", t("admin.bookings.unassignedOnly")]]}
        {...field("unassigned")}
      />
    </Bar>
  );
}

/** A filter's select: All (no filter), then its options as [value, text]. */
function Choice({ label, options, ...field }: Field & { label: string; options: string[][] }) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select {...field}>
        <option value="">{t("admin.bookings.all")}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
