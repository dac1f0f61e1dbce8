import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { FieldWrap } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { useDocumentOverride } from "../bookings/DocumentOverride";
import { AssignDrivers } from "./drivers.documents";

type Choice = ReadonlyArray<{ id: string; name: string }>;

/** One seat's driver: nobody or one of the active drivers. */
function DriverChoice(props: {
  id: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  drivers: Choice;
}) {
  const { t } = useTranslation();
  return (
    <FieldWrap>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={props.onChange}>
        <option value="">{t("admin.drivers.nobody")}</option>
        {props.drivers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </FieldWrap>
  );
}

/**
 * The trip's driver and second driver, chosen among the active drivers (`current`: the ids assigned now). A
 * lapsed vehicle document: the owner (documents.override) may assign anyway with a written reason (kept in the
 * history); anyone else reads the refusal only (the server would refuse their reason).
 */
export function DriverAssignForm(props: {
  bookingId: string;
  /** The booking's vehicle these drivers drive; the first vehicle when absent. */
  vehicleId?: string;
  current: readonly [string, string];
  drivers: Choice;
  onChange: () => unknown;
}) {
  const { bookingId, vehicleId, current, drivers, onChange } = props;
  const { t } = useTranslation();
  const override = useDocumentOverride();
  // The View's history shows each assignment too.
  const [assign, { loading }] = useMutation(AssignDrivers, { refetchQueries: ["AdminBookingHistory"] });
  const [choice, setChoice] = useState<[string, string] | null>(null);
  const [main, second] = choice ?? current;
  const { error, setError, attempt } = useAttempt();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const driverIds = [main, second].filter(Boolean);
    const variables = { bookingId, driverIds, ...(vehicleId && { vehicleId }) };
    return attempt(async () => {
      try {
        await assign({ variables });
      } catch (err) {
        const reason = await override.ask(err, t("admin.drivers.overridePrompt"));
        if (!reason) throw err;
        setError(null);
        await assign({ variables: { ...variables, overrideReason: reason } });
      }
      setChoice(null);
      await onChange();
    });
  };
  const select = (seat: 0 | 1) => (e: { target: { value: string } }) =>
    setChoice(seat === 0 ? [e.target.value, second] : [main, e.target.value]);
  return (
    <>
      <form onSubmit={submit}>
        <DriverChoice
          id={`main-${vehicleId ?? bookingId}`}
          label={t("admin.drivers.main")}
          value={main}
          onChange={select(0)}
          drivers={drivers}
        />
        <DriverChoice
          id={`second-${vehicleId ?? bookingId}`}
          label={t("admin.drivers.second")}
          value={second}
          onChange={select(1)}
          drivers={drivers}
        />
        <FormSubmit error={error} $variant="secondary" disabled={loading}>
          {t("admin.drivers.assign")}
        </FormSubmit>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {override.dialog}
    </>
  );
}
