import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { formatPaise, paiseOfRupees, parseRupees, rupeesForApi } from "../../../app/money";
import { graphql } from "../../../gql";
import { formatDate, useTranslation } from "../../../i18n";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { FieldGrid } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { useControls } from "../useControls";
import { PolicyRefundForm } from "./PolicyRefundForm";

const Refunds = graphql(`
  query BookingRefunds($id: ID!) {
    refunds(bookingId: $id) {
      id
      paymentId
      amount
      method
      status
      reason
      createdAt
    }
  }
`);

const RefundPayment = graphql(`
  mutation RefundPayment($paymentId: ID!, $input: RefundInput!) {
    refundPayment(paymentId: $paymentId, input: $input) {
      id
    }
  }
`);

export interface RefundablePayment {
  id: string;
  method: string;
  amount: number;
  receivedOn: string;
}

/**
 * The booking's refunds with their state (pending until Razorpay says processed), and for staff with
 * payments.write a refund of (part of) one of its payments, with the reason: through Razorpay for an online
 * payment, else recorded as paid back. The server refuses more than is left of the payment, in its words.
 */
export function BookingRefunds({
  bookingId,
  payments,
  refreshKey,
  refunded,
}: {
  bookingId: string;
  payments: readonly RefundablePayment[];
  refreshKey: number;
  refunded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(Refunds, { variables: { id: bookingId }, fetchPolicy: "network-only" });
  const [refund, { loading }] = useMutation(RefundPayment);
  const mayRefund = useControls().may("refundPayment");
  const { draft, field, setDraft } = useDraft({ paymentId: "", amount: "", reason: "" });
  const { error, setError, attempt } = useAttempt();
  const [seen, setSeen] = useState(refreshKey);
  if (seen !== refreshKey) {
    setSeen(refreshKey);
    void refetch();
  }
  const refunds = data?.refunds ?? [];
  if (refunds.length === 0 && (!mayRefund || payments.length === 0)) return null;
  const label = (p: RefundablePayment) =>
    t("admin.payments.refunds.on", {
      date: formatDate(p.receivedOn),
      method: t(`admin.payments.methods.${p.method}`),
      amount: formatPaise(paiseOfRupees(p.amount)),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const paise = parseRupees(draft.amount);
    if (paise === null) return setError(t("admin.desk.amountInvalid"));
    return attempt(async () => {
      const paymentId = draft.paymentId || payments[0].id;
      await refund({ variables: { paymentId, input: { amount: rupeesForApi(paise), reason: draft.reason } } });
      setDraft((d) => ({ ...d, amount: "", reason: "" }));
      toast.success(t("admin.payments.refunds.saved"));
      await Promise.all([refetch(), refunded()]);
    });
  };

  return (
    <section aria-labelledby="refunds-title">
      <h4 id="refunds-title">{t("admin.payments.refunds.title")}</h4>
      {refunds.length === 0 ? (
        <p>{t("admin.payments.refunds.none")}</p>
      ) : (
        <ul>
          {refunds.map((r) => (
            <li key={r.id}>
              {formatPaise(paiseOfRupees(r.amount))} · {t(`admin.payments.methods.${r.method}`)} ·{" "}
              {t(`admin.payments.refunds.statuses.${r.status}`)} · {r.reason}
            </li>
          ))}
        </ul>
      )}
      {mayRefund && payments.length > 0 && (
        <PolicyRefundForm
          key={refreshKey}
          bookingId={bookingId}
          refunded={() => Promise.all([refetch(), refunded()])}
        />
      )}
      {mayRefund && payments.length > 0 && (
        <form onSubmit={submit} aria-labelledby="refund-make-title">
          <h4 id="refund-make-title">{t("admin.payments.refunds.make")}</h4>
          <FieldGrid $min="160px">
            <FieldWrap>
              <label htmlFor="refund-payment">{t("admin.payments.refunds.payment")}</label>
              <select id="refund-payment" {...field("paymentId")}>
                {payments.map((p) => (
                  <option key={p.id} value={p.id}>
                    {label(p)}
                  </option>
                ))}
              </select>
            </FieldWrap>
            <TextField
              label={t("admin.payments.refunds.amountInr")}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              required
              {...field("amount")}
            />
            <TextField label={t("admin.payments.refunds.reason")} required maxLength={300} {...field("reason")} />
          </FieldGrid>
          <FormSubmit error={error} $variant="secondary" disabled={loading}>
            {t("admin.payments.refunds.save")}
          </FormSubmit>
        </form>
      )}
    </section>
  );
}
