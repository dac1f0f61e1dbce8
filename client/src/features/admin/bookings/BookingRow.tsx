import type { ReactNode } from "react";
import { formatDate, formatNumber, useTranslation } from "../../../i18n";
import type { AdminBookingFieldsFragment } from "../../../gql/graphql";
import { CancelFlag } from "./CancelFlag";

/** A row; the list's page query also names each trip's drivers (the other queries leave them out). */
export type BookingRowData = AdminBookingFieldsFragment & { drivers?: Array<{ driver: { name: string } }> };

/** The table's columns, in the specification's order (customer ... bus type), then status and actions. */
export function BookingHead() {
  const { t } = useTranslation();
  const keys = [
    "customer",
    "phone",
    "email",
    "pickup",
    "destination",
    "date",
    "distance",
    "days",
    "bus",
    "driver",
    "passengers",
    "quote",
  ] as const;
  return (
    <thead>
      <tr>
        {keys.map((k) => (
          <th key={k}>{t(`admin.bookings.${k}`)}</th>
        ))}
        <th className="sticky status">{t("admin.bookings.status")}</th>
        <th className="sticky acts">{t("admin.bookings.actions")}</th>
      </tr>
    </thead>
  );
}

/** One booking; the view decides what its status cell and actions are. */
export function BookingRow({
  b,
  fresh,
  status,
  actions,
}: {
  b: BookingRowData;
  fresh: boolean;
  status: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <tr
      className={[fresh && "fresh", b.cancelRequestedAt && "cancel-asked"].filter(Boolean).join(" ") || undefined}
      data-booking-id={b.id}
    >
      <td>
        {b.name}
        <br />
        <small>{b.reference}</small>
        {b.cancelRequestedAt && <CancelFlag />}
      </td>
      <td>{b.phone}</td>
      <td className="email">{b.email}</td>
      <td>{b.pickupLocation}</td>
      <td>{b.destination}</td>
      <td>{formatDate(b.departureDate)}</td>
      <td>{b.distance == null ? t("common.na") : `${formatNumber(b.distance)} km`}</td>
      <td>{b.days}</td>
      <td>{b.bus?.name ?? t("common.na")}</td>
      <td className="driver">
        {b.drivers?.length
          ? b.drivers.map((a) => a.driver.name).join(", ")
          : b.status === "Confirmed"
            ? t("admin.bookings.noDriver")
            : "—"}
      </td>
      <td>{b.passengers ?? t("common.notSpecified")}</td>
      <td className={b.quoteState ? `quote quote-${b.quoteState}` : "quote"}>{b.quoteState ?? "—"}</td>
      <td className="sticky status">{status}</td>
      <td className="sticky acts">
        <div>{actions}</div>
      </td>
    </tr>
  );
}
