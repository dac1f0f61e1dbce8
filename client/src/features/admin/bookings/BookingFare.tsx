import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { groupedRupees, paiseOfRupees, parseRupees, rupeesForApi } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { useSave } from "../useSave";
import type { BookingRowData } from "./BookingRow";
import { BookingHistory } from "./bookings.documents";
import { FieldGrid } from "../../../ui/Layout";

const RecordFare = graphql(`
  mutation RecordFare($id: ID!, $input: FareInput!) {
    recordFare(id: $id, input: $input) {
      ...AdminBookingFields
    }
  }
`);

const text = (n: number | null | undefined) => (n == null ? "" : String(n));
/** A typed amount as the API's rupees: null when the field is empty (it clears the amount), undefined when it is not an amount. */
function rupees(typed: string): number | null | undefined {
  if (typed.trim() === "") return null;
  const paise = parseRupees(typed);
  return paise === null ? undefined : rupeesForApi(paise);
}

/** An amount in rupees and paise. */
const MONEY = { type: "number", min: 0, step: "0.01", inputMode: "decimal" } as const;

/**
 * Staff record the fare agreed by phone (INR), the advance and the day it was received. Under them the balance due
 * as the server keeps it (`Booking.balance`): what the customer still owes, from the tax invoice and its notes once
 * issued (else the agreed fare and the trip's approved charges), less what was received.
 */
export function BookingFare({ booking }: { booking: BookingRowData }) {
  const { t } = useTranslation();
  const { draft, field } = useDraft({
    fare: text(booking.agreedFare),
    advance: text(booking.advance),
    received: booking.advanceReceivedOn ?? "",
  });
  // The Vehicles panel's margin reads the fare: it is read again once the fare is saved.
  const { save, loading, error } = useSave(RecordFare, t("admin.desk.fareSaved"), {
    refetchQueries: ["BookingVehicles"],
  });
  // The balance as the View last read it (its history query, read again after each change made on the View:
  // a charge approved, the trip completed, an invoice or a note issued), not as the list's row was when opened.
  const { data } = useQuery(BookingHistory, { variables: { id: booking.id }, fetchPolicy: "cache-only" });
  const balance = data?.booking.balance !== undefined ? data.booking.balance : booking.balance;
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [agreedFare, advance] = [rupees(draft.fare), rupees(draft.advance)];
    setInvalid(agreedFare === undefined || advance === undefined);
    if (agreedFare === undefined || advance === undefined) return;
    return save({ id: booking.id, input: { agreedFare, advance, advanceReceivedOn: draft.received || null } });
  };
  return (
    <form onSubmit={submit} aria-labelledby="fare-title">
      <h3 id="fare-title">{t("admin.desk.fareTitle")}</h3>
      <FieldGrid $min="160px">
        <TextField label={t("admin.desk.agreedFare")} {...MONEY} {...field("fare")} />
        <TextField label={t("admin.desk.advance")} {...MONEY} {...field("advance")} />
        <TextField label={t("admin.desk.receivedOn")} type="date" {...field("received")} />
      </FieldGrid>
      {balance != null && <p>{t("admin.desk.balance", { amount: groupedRupees(paiseOfRupees(balance)) })}</p>}
      <FormSubmit error={invalid ? t("admin.desk.amountInvalid") : error} disabled={loading}>
        {t("admin.desk.saveFare")}
      </FormSubmit>
    </form>
  );
}
