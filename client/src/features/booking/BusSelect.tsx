import { useQuery } from "@apollo/client/react";
import { forwardRef, type ChangeEventHandler, type FocusEventHandler } from "react";
import { serverData } from "../../app/errors";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { ErrorText, FieldWrap } from "../../ui/Field";
import { BusesProposal } from "./BusesProposal";

export const BusAvailabilityQuery = graphql(`
  query BusAvailability($departureDate: String!, $days: Int!) {
    busAvailability(departureDate: $departureDate, days: $days) {
      busId
      available
      reason
      reasonKey
      reasonParams
    }
  }
`);

interface BusChoice {
  id: string;
  name: string;
  capacity: number;
  status: string;
}

interface Props {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
  buses: readonly BusChoice[];
  departureDate: string;
  days: string;
  passengers: string;
  /** How many buses like the chosen one (the form's text). */
  count: string;
  /** Takes the number of buses proposed for a group the chosen buses cannot seat. */
  onUseBuses: (buses: number) => void;
}

/**
 * The bus choice of the wizard: buses in Maintenance are not offered, and once the dates are known a bus
 * that is unavailable then (maintenance period or already booked) is shown but cannot be chosen. A group the
 * chosen buses cannot seat is told how many it needs, with a button that asks for them.
 */
export const BusSelect = forwardRef<HTMLSelectElement, Props>(function BusSelect(
  { buses, departureDate, days, passengers, count, onUseBuses, ...field },
  ref,
) {
  const { t } = useTranslation();
  const n = Number(days);
  const known = /^\d{4}-\d{2}-\d{2}$/.test(departureDate) && Number.isInteger(n) && n >= 1 && n <= 365;
  const availability = useQuery(BusAvailabilityQuery, { variables: { departureDate, days: n }, skip: !known });
  const why = new Map(
    (availability.data?.busAvailability ?? [])
      .filter((a) => !a.available)
      .map((a) => [a.busId, serverData(a.reason ?? "", a.reasonKey, a.reasonParams)]),
  );
  const offered = buses.filter((b) => b.status !== "Maintenance");
  const chosen = offered.find((b) => b.id === field.value);
  return (
    <FieldWrap>
      <label htmlFor="busId">{t("booking.bus")}</label>
      <select id="busId" ref={ref} {...field} aria-describedby="bus-help">
        <option value="">{t("booking.chooseBus")}</option>
        {offered.map((b) => (
          <option key={b.id} value={b.id} disabled={why.has(b.id) && b.id !== field.value}>
            {b.name} — {t("common.seater", { count: b.capacity })}
            {why.has(b.id) ? ` — ${t("desk.unavailable", { reason: why.get(b.id)! })}` : ""}
          </option>
        ))}
      </select>
      <div id="bus-help" aria-live="polite">
        {chosen && why.has(chosen.id) && (
          <ErrorText>{t("desk.chosenUnavailable", { reason: why.get(chosen.id)! })}</ErrorText>
        )}
        {chosen && <BusesProposal bus={chosen} values={{ passengers, buses: count }} onUse={onUseBuses} />}
      </div>
    </FieldWrap>
  );
});
