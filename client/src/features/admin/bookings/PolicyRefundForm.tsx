import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { formatPaise, paiseOfRupees, parseRupees, rupeesForApi } from "../../../app/money";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { TextField } from "../../../ui/Field";
import { FormSubmit } from "../../../ui/FormSubmit";
import { FieldGrid, Hint } from "../../../ui/Layout";
import { useAttempt } from "../../../ui/formState";
import { toast } from "../../../ui/toast";

const CancellationRefund = graphql(`
  query CancellationRefund($id: ID!) {
    cancellationRefund(bookingId: $id) {
      daysBefore
      tierDays
      percent
      refundable
      suggested
    }
  }
`);

const RefundBooking = graphql(`
  mutation RefundBooking($id: ID!, $input: RefundBookingInput!) {
    refundBooking(bookingId: $id, input: $input) {
      id
    }
  }
`);

/**
 * A cancelled booking's refund by the cancellation policy: what the policy gives back today (its tier, percent
 * and amount), which staff confirm or change with a reason; the server spreads it over the payments (online ones
 * through Razorpay first) and refuses more than is left.
 */
export function PolicyRefundForm({ bookingId, refunded }: { bookingId: string; refunded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(CancellationRefund, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const [refund, { loading }] = useMutation(RefundBooking);
  const { error, setError, attempt } = useAttempt();
  const s = data?.cancellationRefund;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (!s) return;
    setAmount(String(s.suggested));
    setReason(t("admin.payments.policy.reasonText", { days: s.daysBefore, percent: s.percent }));
  }, [s, t]);
  if (!s || s.refundable <= 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const paise = parseRupees(amount);
    if (paise === null) return setError(t("admin.desk.amountInvalid"));
    return attempt(async () => {
      await refund({ variables: { id: bookingId, input: { amount: rupeesForApi(paise), reason } } });
      toast.success(t("admin.payments.refunds.saved"));
      await Promise.all([refetch(), refunded()]);
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="policy-refund-title">
      <h4 id="policy-refund-title">{t("admin.payments.policy.title")}</h4>
      <Hint>
        {t(s.tierDays === null ? "admin.payments.policy.noTier" : "admin.payments.policy.tier", {
          days: s.daysBefore,
          tier: s.tierDays ?? 0,
          percent: s.percent,
          paid: formatPaise(paiseOfRupees(s.refundable)),
          amount: formatPaise(paiseOfRupees(s.suggested)),
        })}
      </Hint>
      <FieldGrid $min="160px">
        <TextField
          label={t("admin.payments.refunds.amountInr")}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t("admin.payments.refunds.reason")}
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FieldGrid>
      <FormSubmit error={error} $variant="secondary" disabled={loading}>
        {t("admin.payments.policy.save")}
      </FormSubmit>
    </form>
  );
}
