import { useMutation } from "@apollo/client/react";
import type { FormEvent } from "react";
import styled from "styled-components";
import { groupedRupees, paiseOfRupees, parseRupees, rupeesForApi } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { FieldWrap } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { useControls } from "../useControls";
import { CloseTripAsStaff } from "./drivers.documents";

const Fold = styled.details`
  margin: 0.5rem 0 1.25rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

interface Trip {
  openingKm?: number | null;
  closedAt?: unknown;
  actualKm?: number | null;
  amountCollected?: number | null;
  customerCode?: string | null;
  codeAttemptsLeft: number;
  closedBy?: string | null;
  steps: ReadonlyArray<{
    kind: string;
    stop?: string | null;
    expenseKind?: string | null;
    amount?: number | null;
    receiptUrl?: string | null;
  }>;
}

/**
 * On a Confirmed booking's View: what the driver recorded (start, stops reached, tolls, parking and permits
 * with their receipts, close), live; and, while the trip is open, staff's close for the driver (after too many
 * wrong codes, or when the customer cannot give the code).
 */
export function TripProgress({
  bookingId,
  trip,
  onChange,
}: {
  bookingId: string;
  trip: Trip;
  onChange: () => unknown;
}) {
  const { t } = useTranslation();
  const mayClose = useControls().may("closeTrip");
  const [close, { loading }] = useMutation(CloseTripAsStaff, { refetchQueries: ["AdminBookingHistory"] });
  const { error, setError, attempt } = useAttempt();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const collected = parseRupees(String(f.get("amountCollected") || "0"));
    if (collected === null) return setError(t("admin.desk.amountInvalid"));
    return attempt(async () => {
      await close({
        variables: {
          bookingId,
          input: { closingKm: Number(f.get("closingKm")), amountCollected: rupeesForApi(collected) },
        },
      });
      await onChange();
    });
  };
  const shown = trip.steps.filter((s) => s.kind === "stop" || s.kind === "expense");
  return (
    <div aria-label={t("admin.drivers.tripState")} role="group">
      <p>
        {trip.closedAt
          ? t(
              // Staff without money.read get the trip without its amounts (null).
              `admin.drivers.${trip.closedBy === "staff" ? "tripClosedByStaff" : "tripClosed"}${trip.amountCollected == null ? "NoAmount" : ""}`,
              {
                km: trip.actualKm ?? 0,
                amount: groupedRupees(paiseOfRupees(trip.amountCollected ?? 0)),
              },
            )
          : t("admin.drivers.tripStarted", { km: trip.openingKm ?? 0, code: trip.customerCode ?? "" })}
      </p>
      {shown.length > 0 && (
        <ul aria-label={t("admin.drivers.steps")}>
          {shown.map((s, i) => (
            <li key={i}>
              {s.kind === "stop" ? (
                t("admin.drivers.stepStop", { stop: s.stop ?? "" })
              ) : (
                <>
                  {t(s.amount == null ? "admin.drivers.stepExpenseNoAmount" : "admin.drivers.stepExpense", {
                    kind: t(`admin.drivers.expenseKind.${s.expenseKind ?? "toll"}`),
                    amount: groupedRupees(paiseOfRupees(s.amount ?? 0)),
                  })}
                  {s.receiptUrl && (
                    <>
                      {" "}
                      · <a href={s.receiptUrl}>{t("admin.drivers.receipt")}</a>
                    </>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!trip.closedAt && mayClose && (
        // Folded while the driver can still close with the customer's code; open once they cannot.
        <Fold open={trip.codeAttemptsLeft === 0}>
          <summary>{t("admin.drivers.staffClose")}</summary>
          <form onSubmit={submit} aria-label={t("admin.drivers.staffClose")}>
            <p>{t("admin.drivers.staffCloseHelp", { left: trip.codeAttemptsLeft })}</p>
            <FieldWrap>
              <label htmlFor={`staff-closing-km-${bookingId}`}>{t("admin.drivers.closingKm")}</label>
              <input
                id={`staff-closing-km-${bookingId}`}
                name="closingKm"
                inputMode="numeric"
                pattern="[0-9]*"
                required
              />
            </FieldWrap>
            <FieldWrap>
              <label htmlFor={`staff-collected-${bookingId}`}>{t("admin.drivers.amountCollected")}</label>
              <input id={`staff-collected-${bookingId}`} name="amountCollected" inputMode="decimal" defaultValue="0" />
            </FieldWrap>
            <FormSubmit error={error} $variant="secondary" disabled={loading}>
              {t("admin.drivers.closeTrip")}
            </FormSubmit>
          </form>
        </Fold>
      )}
    </div>
  );
}
