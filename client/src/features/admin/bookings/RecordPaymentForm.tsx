import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { parseRupees, rupeesForApi } from "../../../app/money";
import { todayInIndia } from "../../../app/calendar";
import { graphql } from "../../../gql";
import { PaymentMethod } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { FieldGrid } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { BookingHistory } from "./bookings.documents";

const RecordPayment = graphql(`
  mutation RecordPayment($id: ID!, $input: RecordPaymentInput!) {
    recordPayment(bookingId: $id, input: $input) {
      id
    }
  }
`);

const Form = styled.form`
  margin-top: 1rem;
`;

const MANUAL = [PaymentMethod.UpiManual, PaymentMethod.Cash, PaymentMethod.Bank] as const;

/**
 * A payment received by hand, recorded: UPI with its UTR, cash with its receipt's number, a bank transfer with its
 * reference; the day received (today unless changed). The booking's balance is read again; `recorded` follows.
 */
export function RecordPaymentForm({ bookingId, recorded }: { bookingId: string; recorded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [record, { loading }] = useMutation(RecordPayment, {
    refetchQueries: [{ query: BookingHistory, variables: { id: bookingId } }],
  });
  const { draft, field, setDraft } = useDraft({
    method: PaymentMethod.UpiManual as string,
    amount: "",
    reference: "",
    receivedOn: todayInIndia(),
  });
  const { error, setError, attempt } = useAttempt();
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const paise = parseRupees(draft.amount);
    setInvalid(paise === null);
    if (paise === null) return setError(null);
    return attempt(async () => {
      const { method, reference, receivedOn } = draft;
      await record({
        variables: {
          id: bookingId,
          input: {
            method: method as PaymentMethod,
            amount: rupeesForApi(paise),
            reference,
            receivedOn: receivedOn || null,
          },
        },
      });
      setDraft((d) => ({ ...d, amount: "", reference: "" }));
      toast.success(t("admin.payments.recorded"));
      await recorded();
    });
  };
  return (
    <Form onSubmit={submit} aria-labelledby="payment-record-title">
      <h4 id="payment-record-title">{t("admin.payments.record")}</h4>
      <FieldGrid $min="160px">
        <FieldWrap>
          <label htmlFor="payment-method">{t("admin.payments.method")}</label>
          <select id="payment-method" {...field("method")}>
            {MANUAL.map((m) => (
              <option key={m} value={m}>
                {t(`admin.payments.methods.${m}`)}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField
          label={t("admin.payments.amountInr")}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
          {...field("amount")}
        />
        <TextField
          label={t(`admin.payments.referenceFor.${draft.method}`)}
          required
          maxLength={64}
          {...field("reference")}
        />
        <TextField label={t("admin.payments.receivedOn")} type="date" max={todayInIndia()} {...field("receivedOn")} />
      </FieldGrid>
      <FormSubmit error={invalid ? t("admin.desk.amountInvalid") : error} $variant="secondary" disabled={loading}>
        {t("admin.payments.save")}
      </FormSubmit>
    </Form>
  );
}
