import { Link } from "react-router";
import styled from "styled-components";
import { formatDate, useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import type { MyBookingsQuery } from "../../gql/graphql";
import { StatusBadge } from "./StatusBadge";

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  th,
  td {
    text-align: left;
    padding: 0.75rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  th {
    background: ${(p) => p.theme.color.sand};
    font-size: 0.9rem;
  }
  @media (max-width: 700px) {
    thead {
      display: none;
    }
    tr {
      display: block;
      border-bottom: 2px solid ${(p) => p.theme.color.line};
      padding: 0.5rem 0;
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 1rem;
      border: 0;
      padding: 0.35rem 0.75rem;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${(p) => p.theme.color.muted};
    }
  }
`;

/** The customer's bookings as a table (label-value rows on phones), each with View details. */
export function MyBookingsTable({ list }: { list: MyBookingsQuery["myBookings"] }) {
  const { t } = useTranslation();
  return (
    <Table>
      <thead>
        <tr>
          <th>{t("dashboard.cols.id")}</th>
          <th>{t("dashboard.cols.destination")}</th>
          <th>{t("dashboard.cols.date")}</th>
          <th>{t("dashboard.cols.duration")}</th>
          <th>{t("dashboard.cols.bus")}</th>
          <th>{t("desk.passengersCol")}</th>
          <th>{t("dashboard.cols.status")}</th>
          <th>{t("dashboard.cols.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((b) => (
          <tr key={b.id}>
            <td data-label={t("dashboard.cols.id")}>{b.reference}</td>
            <td data-label={t("dashboard.cols.destination")}>{b.destination}</td>
            <td data-label={t("dashboard.cols.date")}>{formatDate(b.departureDate)}</td>
            <td data-label={t("dashboard.cols.duration")}>{t("dashboard.days", { count: b.days })}</td>
            <td data-label={t("dashboard.cols.bus")}>{b.bus?.name ?? t("common.unknown")}</td>
            <td data-label={t("desk.passengersCol")}>{b.passengers ?? t("common.notSpecified")}</td>
            <td data-label={t("dashboard.cols.status")}>
              <StatusBadge $status={b.status}>{t(`dashboard.statusLabels.${b.status}`)}</StatusBadge>
            </td>
            <td data-label={t("dashboard.cols.actions")}>
              <Link to={urls.bookingDetail(b.id)} aria-label={`${t("common.viewDetails")} ${b.reference}`}>
                {t("common.viewDetails")}
              </Link>
              {b.quoteState === "Sent" && (
                <>
                  {" · "}
                  <Link className="quote-ready" to={urls.quote(b.id)}>
                    {t("dashboard.quoteReady")}
                  </Link>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
