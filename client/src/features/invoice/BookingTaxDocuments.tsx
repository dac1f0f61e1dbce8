import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../i18n";
import { InfoCard } from "../../ui/Layout";
import { BillingForm } from "./BillingForm";
import { BookingInvoices } from "./invoice.documents";
import { InvoiceList } from "./InvoiceList";

/**
 * The customer's tax invoice on their booking detail: the billing details (until the invoice is issued),
 * then the invoice and its credit and debit notes to download, in the page's language.
 */
export function BookingTaxDocuments({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(BookingInvoices, { variables: { id: bookingId } });
  const b = data?.booking;
  if (!b) return null;
  const issued = b.invoices.some((d) => d.kind === "invoice");
  return (
    <InfoCard>
      <h2>{t("billing.title")}</h2>
      {issued ? (
        <>
          <p>{t("billing.issued")}</p>
          <InvoiceList documents={b.invoices} ns="billing" lang={i18n.language} />
        </>
      ) : b.status === "Cancelled" ? (
        <p>{t("billing.cancelled")}</p>
      ) : (
        <BillingForm bookingId={b.id} billing={b.billing} ns="billing" />
      )}
    </InfoCard>
  );
}
