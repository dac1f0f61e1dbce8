import { useMutation, useQuery } from "@apollo/client/react";
import { useControls } from "../useControls";
import styled from "styled-components";
import { formatDateTime } from "../../../app/calendar";
import { serverMessage } from "../../../app/errors";
import { formatPaise, paiseOfInt } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { Hint } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { CompleteTrip, TripSettlementQuery } from "./staffBooking.documents";

/** The "Completed" mark beside a booking's status (the status itself stays Pending, Confirmed or Cancelled). */
export const TripDone = styled.span`
  display: inline-block;
  margin-left: 0.35rem;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: #dbeafe;
  color: #1e3a8a;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0.5rem 0;
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const money = (paise: number | null | undefined) => (paise == null ? "—" : formatPaise(paiseOfInt(paise)));

/**
 * The trip's close-out on a booking's View (money.read): quoted against actual km, the extras the trip offered
 * (each approved, rejected or still to decide), what the driver collected, what is billed, received and still
 * due; "Complete the trip" (money.write) once the driver closed it and every extra is decided, else what is missing.
 */
export function TripCloseOut({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const { data } = useQuery(TripSettlementQuery, { variables: { bookingId }, fetchPolicy: "network-only" });
  const [complete, completing] = useMutation(CompleteTrip, {
    refetchQueries: ["TripSettlement", "AdminBookingHistory"],
  });
  const attempt = useAttempt((e) => serverMessage(e, t("admin.closeOut.failed")));
  const s = data?.tripSettlement;
  if (!s) return null;
  const decision = (approved: boolean | null | undefined) =>
    t(`admin.closeOut.${approved == null ? "undecided" : approved ? "approved" : "rejected"}`);
  return (
    <section aria-labelledby="close-out-title">
      <h3 id="close-out-title">{t("admin.closeOut.title")}</h3>
      <p>
        <strong>{t("admin.closeOut.state", { state: t(`admin.closeOut.states.${s.tripState}`) })}</strong>
        {s.completedAt && ` · ${t("admin.closeOut.completedOn", { when: formatDateTime(s.completedAt) })}`}
      </p>
      <Figures aria-label={t("admin.closeOut.title")}>
        <dt>{t("admin.closeOut.quotedKm")}</dt>
        <dd>{s.quotedKm ?? "—"}</dd>
        <dt>{t("admin.closeOut.actualKm")}</dt>
        <dd>{s.actualKm ?? "—"}</dd>
        <dt>{t("admin.closeOut.extras")}</dt>
        <dd>
          {s.charges.length === 0 && t("admin.closeOut.noExtras")}
          {s.charges.map((c, i) => (
            <div key={i}>
              {c.description}: {money(c.amountPaise)} ({decision(c.approved)})
            </div>
          ))}
        </dd>
        <dt>{t("admin.closeOut.collected")}</dt>
        <dd>{money(s.collectedPaise)}</dd>
        <dt>{t("admin.closeOut.billed")}</dt>
        <dd>{money(s.billedPaise)}</dd>
        <dt>{t("admin.closeOut.received")}</dt>
        <dd>{money(s.receivedPaise)}</dd>
        <dt>{t("admin.closeOut.due")}</dt>
        <dd>
          <strong>{money(s.balancePaise)}</strong>
        </dd>
      </Figures>
      {s.missing.map((m) => (
        <Hint key={m}>{m}</Hint>
      ))}
      {may("completeTrip") && s.tripState !== "Completed" && (
        <Button
          type="button"
          disabled={completing.loading}
          onClick={() =>
            attempt.attempt(async () => {
              await complete({ variables: { bookingId } });
              toast.success(t("admin.closeOut.completed"));
            })
          }
        >
          {t("admin.closeOut.complete")}
        </Button>
      )}
      {attempt.error && <ErrorText role="alert">{attempt.error}</ErrorText>}
    </section>
  );
}
