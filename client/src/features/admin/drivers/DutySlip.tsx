import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { downloadWithToken } from "../../../app/download";
import { formatPaise, paiseOfInt } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { usePermissions } from "../../../app/RequireRole";
import { SaveDutySlip } from "./drivers.documents";
import { useControls } from "../useControls";
import { TripCharges, type Charge } from "./TripCharges";

interface Duty {
  reportingTime?: string | null;
  driverNotes?: string | null;
  collectOnBoard: boolean;
  amountToCollectPaise?: number | null;
  slipPathEn: string;
  slipPathHi: string;
}
const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;
  margin-bottom: 1rem;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/** The slip's fields, read-only for a role that may not change them (no frame of its own). */
const Plain = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/**
 * On a Confirmed booking's View: the duty slip (reporting time, notes for the driver, collect on board; its
 * PDF in English or Hindi) and, after the trip's close, the lines it offers for the invoice to approve or reject.
 */
export function DutySlip(props: {
  bookingId: string;
  reference: string;
  duty: Duty;
  charges: Charge[];
  onChange: () => unknown;
}) {
  const { bookingId, reference, duty, charges, onChange } = props;
  const { t } = useTranslation();
  // The server refuses a save without the permission; the View offers it only to those who have it.
  const mayEdit = useControls().may("saveDutySlip");
  // The amount to collect is on the slip the driver carries; the View writes money only for money.read.
  const readsMoney = usePermissions().can("money.read");
  const [save, { loading }] = useMutation(SaveDutySlip, { refetchQueries: ["AdminBookingHistory"] });
  const [form, setForm] = useState({
    reportingTime: duty.reportingTime ?? "",
    driverNotes: duty.driverNotes ?? "",
    collectOnBoard: duty.collectOnBoard,
  });
  const { error, attempt } = useAttempt();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      await save({ variables: { bookingId, input: form } });
      await onChange();
    });
  };

  return (
    <section aria-label={t("admin.drivers.slip")}>
      <h3>{t("admin.drivers.slip")}</h3>
      <form onSubmit={submit}>
        <Plain disabled={!mayEdit}>
          <FieldWrap>
            <label htmlFor={`reporting-${bookingId}`}>{t("admin.drivers.reportingTime")}</label>
            <input
              id={`reporting-${bookingId}`}
              type="time"
              value={form.reportingTime}
              onChange={(e) => setForm({ ...form, reportingTime: e.target.value })}
            />
          </FieldWrap>
          <FieldWrap>
            <label htmlFor={`driver-notes-${bookingId}`}>{t("admin.drivers.driverNotes")}</label>
            <textarea
              id={`driver-notes-${bookingId}`}
              rows={2}
              value={form.driverNotes}
              onChange={(e) => setForm({ ...form, driverNotes: e.target.value })}
            />
          </FieldWrap>
          <Check>
            <input
              type="checkbox"
              checked={form.collectOnBoard}
              onChange={(e) => setForm({ ...form, collectOnBoard: e.target.checked })}
            />
            {t("admin.drivers.collectOnBoard")}
          </Check>
        </Plain>
        {readsMoney && duty.amountToCollectPaise !== null && duty.amountToCollectPaise !== undefined && (
          <p>{t("admin.drivers.toCollect", { amount: formatPaise(paiseOfInt(duty.amountToCollectPaise)) })}</p>
        )}
        {mayEdit && (
          <>
            <FormSubmit error={error} $variant="secondary" disabled={loading}>
              {t("admin.drivers.saveSlip")}
            </FormSubmit>{" "}
          </>
        )}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadWithToken(duty.slipPathEn, `duty-slip-${reference}-en.pdf`)}
        >
          {t("admin.drivers.slipEn")}
        </Button>{" "}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadWithToken(duty.slipPathHi, `duty-slip-${reference}-hi.pdf`)}
        >
          {t("admin.drivers.slipHi")}
        </Button>
      </form>
      <TripCharges bookingId={bookingId} charges={charges} onChange={onChange} />
    </section>
  );
}
