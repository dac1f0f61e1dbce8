import { useMutation, useQuery } from "@apollo/client/react";
import { useControls } from "../useControls";
import { useState, type FormEvent } from "react";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { toast } from "../../../ui/toast";
import { BillingForm } from "../../invoice/BillingForm";
import { BookingInvoices } from "../../invoice/invoice.documents";
import { InvoiceList } from "../../invoice/InvoiceList";
import styled from "styled-components";
import { FieldGrid, Hint } from "../../../ui/Layout";
import { IssueInvoiceConfirm } from "./IssueInvoiceConfirm";

const IssueInvoice = graphql(`
  mutation IssueInvoice($bookingId: ID!) {
    issueInvoice(bookingId: $bookingId) {
      ...InvoiceFields
    }
  }
`);

const IssueCreditNote = graphql(`
  mutation IssueCreditNote($invoiceId: ID!, $amount: String!, $reason: String!) {
    issueCreditNote(invoiceId: $invoiceId, amount: $amount, reason: $reason) {
      ...InvoiceFields
    }
  }
`);

const Issue = styled.div`
  margin-top: 1rem;
`;

/**
 * Staff's tax invoice on a booking's View: billing details until it is issued, "Issue invoice" on a
 * Confirmed booking (money.write), the invoice and its credit and debit notes with their PDFs, and a credit note
 * for a reduction. The server decides every rule; the buttons only follow what it allows.
 */
export function BookingInvoicesPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const { data } = useQuery(BookingInvoices, { variables: { id: bookingId } });
  const refetchQueries = ["BookingInvoices", "AdminBookingHistory"];
  const [issue, issuing] = useMutation(IssueInvoice, { refetchQueries });
  const [credit, crediting] = useMutation(IssueCreditNote, { refetchQueries });
  const issueAttempt = useAttempt(t("admin.tax.issueFailed"));
  const creditAttempt = useAttempt(t("admin.tax.creditFailed"));
  const { draft, setDraft, field } = useDraft({ amount: "", reason: "" });
  const [asking, setAsking] = useState(false);
  const b = data?.booking;
  if (!b) return null;
  const invoice = b.invoices.find((d) => d.kind === "invoice");
  const submitCredit = (e: FormEvent) => {
    e.preventDefault();
    if (!invoice) return;
    return creditAttempt.attempt(async () => {
      await credit({ variables: { invoiceId: invoice.id, amount: draft.amount, reason: draft.reason } });
      setDraft({ amount: "", reason: "" });
      toast.success(t("admin.tax.creditIssued"));
    });
  };
  return (
    <section aria-labelledby="tax-invoice-title">
      <h3 id="tax-invoice-title">{t("admin.tax.invoiceTitle")}</h3>
      {!invoice && <BillingForm bookingId={b.id} billing={b.billing} ns="admin.tax" />}
      {!invoice && may("issueInvoice") && (
        <Issue>
          <Hint>{t("admin.tax.issueHelp")}</Hint>
          <Button type="button" disabled={issuing.loading || b.status !== "Confirmed"} onClick={() => setAsking(true)}>
            {t("admin.tax.issue")}
          </Button>
          <IssueInvoiceConfirm
            bookingId={b.id}
            open={asking}
            busy={issuing.loading}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              issueAttempt.attempt(async () => {
                setAsking(false);
                await issue({ variables: { bookingId: b.id } });
                toast.success(t("admin.tax.issued"));
              })
            }
          />
          {issueAttempt.error && <ErrorText role="alert">{issueAttempt.error}</ErrorText>}
        </Issue>
      )}
      <InvoiceList documents={b.invoices} ns="admin.tax" />
      {invoice && may("issueCreditNote") && (
        <form onSubmit={submitCredit} aria-labelledby="credit-note-title">
          <h4 id="credit-note-title">{t("admin.tax.creditTitle")}</h4>
          <Hint>{t("admin.tax.creditHelp")}</Hint>
          <FieldGrid $min="160px">
            <TextField label={t("admin.tax.creditAmount")} inputMode="decimal" {...field("amount")} required />
            <TextField label={t("admin.tax.creditReason")} {...field("reason")} required />
          </FieldGrid>
          <FormSubmit error={creditAttempt.error} disabled={crediting.loading} $variant="secondary">
            {t("admin.tax.issueCredit")}
          </FormSubmit>
        </form>
      )}
    </section>
  );
}
