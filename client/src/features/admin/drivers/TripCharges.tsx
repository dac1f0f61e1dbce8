import { useMutation } from "@apollo/client/react";
import { formatPaise, paiseOfInt } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { useAttempt } from "../../../ui/formState";
import { useControls } from "../useControls";
import { DecideTripCharge } from "./drivers.documents";

export interface Charge {
  source: string;
  description: string;
  /** Null for staff without money.read (the dispatcher): the line without its amount. */
  amountPaise?: number | null;
  receiptUrl?: string | null;
  approved?: boolean | null;
}

/** After the trip's close: the lines it offers for the invoice (extra km, tolls, ...), approved or rejected by `money.write`. */
export function TripCharges(props: { bookingId: string; charges: Charge[]; onChange: () => unknown }) {
  const { bookingId, charges, onChange } = props;
  const { t } = useTranslation();
  // The server refuses the decision without the permission; the View offers it only to those who have it.
  const mayDecide = useControls().may("decideTripCharge");
  const [decide] = useMutation(DecideTripCharge, { refetchQueries: ["AdminBookingHistory"] });
  const decision = useAttempt();
  const choose = (source: string, approve: boolean) =>
    decision.attempt(async () => {
      await decide({ variables: { bookingId, source, approve } });
      await onChange();
    });
  if (charges.length === 0) return null;
  return (
    <>
      <h4>{t("admin.drivers.charges")}</h4>
      <ul aria-label={t("admin.drivers.charges")}>
        {charges.map((c) => (
          <li key={c.source}>
            {c.description}
            {c.amountPaise !== null && c.amountPaise !== undefined && (
              <>
                : <strong>{formatPaise(paiseOfInt(c.amountPaise))}</strong>
              </>
            )}
            {c.receiptUrl && (
              <>
                {" "}
                · <a href={c.receiptUrl}>{t("admin.drivers.receipt")}</a>
              </>
            )}{" "}
            ·{" "}
            {c.approved === null || c.approved === undefined
              ? t("admin.drivers.undecided")
              : c.approved
                ? t("admin.drivers.approved")
                : t("admin.drivers.rejected")}
            {mayDecide && (
              <>
                {" "}
                <Button type="button" $variant="secondary" onClick={() => void choose(c.source, true)}>
                  {t("admin.drivers.approve")}
                </Button>{" "}
                <Button type="button" $variant="secondary" onClick={() => void choose(c.source, false)}>
                  {t("admin.drivers.reject")}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {decision.error && <p role="alert">{decision.error}</p>}
    </>
  );
}
