import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { FieldWrap } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { toast } from "../../../ui/toast";
import type { BookingRowData } from "./BookingRow";
import { useControls } from "../useControls";
import { useDocumentOverride } from "./DocumentOverride";

const BusChoices = graphql(`
  query BusChoices {
    buses {
      id
      name
      capacity
      status
    }
  }
`);

const ChangeBookingBus = graphql(`
  mutation ChangeBookingBus($id: ID!, $busId: ID!, $overrideReason: String) {
    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {
      ...AdminBookingFields
    }
  }
`);

/**
 * "Change bus" on a Pending or Confirmed booking's View (staff with bookings.assign). A refusal names its
 * reason; for a bus whose documents lapse before the trip's return the owner may give a written reason.
 */
export function BookingBusChange({
  booking,
  onChanged,
}: {
  booking: BookingRowData;
  onChanged?: (b: BookingRowData) => void;
}) {
  const { t } = useTranslation();
  const { may } = useControls();
  const buses = useQuery(BusChoices).data?.buses ?? [];
  const [busId, setBusId] = useState("");
  // The first vehicle's bus is the booking's: the View's Vehicles panel reads it again too.
  const [send, { loading }] = useMutation(ChangeBookingBus, {
    refetchQueries: ["AdminBookingHistory", "BookingVehicles"],
  });
  const { error, setError, attempt } = useAttempt(t("admin.busChange.failed"));
  const override = useDocumentOverride();
  if (booking.status !== "Pending" && booking.status !== "Confirmed") return null;
  if (!may("changeBus")) return null;
  const others = buses.filter((b) => b.id !== booking.bus?.id);
  const chosen = busId || others[0]?.id || "";

  const change = async (overrideReason?: string) => {
    const r = await send({ variables: { id: booking.id, busId: chosen, overrideReason } });
    const changed = r.data?.changeBookingBus;
    if (!changed) return;
    toast.success(t("admin.busChange.changed", { bus: changed.bus?.name ?? "" }));
    setBusId("");
    onChanged?.(changed);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      try {
        await change();
      } catch (err) {
        // A lapsed vehicle document: the owner may change it anyway with a written reason (kept in the history).
        const reason = await override.ask(err, t("admin.busChange.overridePrompt"));
        if (!reason) throw err;
        setError(null);
        await change(reason);
      }
    });
  };
  return (
    <>
      <form onSubmit={submit} aria-labelledby={`bus-change-${booking.id}`}>
        <h3 id={`bus-change-${booking.id}`}>{t("admin.busChange.title")}</h3>
        <FieldWrap>
          <label htmlFor={`bus-choice-${booking.id}`}>{t("admin.busChange.newBus")}</label>
          <select id={`bus-choice-${booking.id}`} value={chosen} onChange={(e) => setBusId(e.target.value)}>
            {others.map((b) => (
              <option key={b.id} value={b.id}>
                {t("admin.busChange.option", { bus: b.name, seats: b.capacity, status: b.status })}
              </option>
            ))}
          </select>
        </FieldWrap>
        <FormSubmit error={error} $variant="secondary" disabled={loading || !chosen}>
          {t("admin.busChange.submit")}
        </FormSubmit>
      </form>
      {override.dialog}
    </>
  );
}
