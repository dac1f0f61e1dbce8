import { useState } from "react";
import { downloadWithToken } from "../../app/download";
import { formatPaise, paiseOfText } from "../../app/money";
import { downloads } from "../../app/urls";
import { formatDate, useTranslation, type Language } from "../../i18n";
import type { InvoiceFieldsFragment, InvoiceKind } from "../../gql/graphql";
import { Button } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import styled from "styled-components";
import { PlainList } from "../../ui/Layout";

/** A document's name, number, date and total, with its download beside them. */
const Document = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  align-items: center;
`;

/** Each kind of tax document's name, under the list's `ns` (a kind the server adds is a type error here). */
const KIND_TEXT: Record<InvoiceKind, string> = {
  invoice: "taxInvoice",
  creditNote: "creditNote",
  debitNote: "debitNote",
  receiptVoucher: "receiptVoucher",
  refundVoucher: "refundVoucher",
};

/** The tax invoice's PDF (its booking's owner, or staff with money.read), in `lang` when given. */
export const downloadTaxInvoice = (d: Pick<InvoiceFieldsFragment, "id" | "number">, lang?: Language) =>
  downloadWithToken(downloads.taxInvoicePdf(d.id, lang), `${d.number.replace(/\//g, "-")}.pdf`);

/** A booking's invoice and its credit and debit notes, each with its PDF. `ns` picks the customer's or staff's texts. */
export function InvoiceList({
  documents,
  ns,
  lang,
}: {
  documents: readonly InvoiceFieldsFragment[];
  ns: "billing" | "admin.tax";
  lang?: Language;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!documents.length) return null;
  return (
    <div>
      <PlainList $gap="0.6rem" $margin="0.6rem 0">
        {documents.map((d) => (
          <Document key={d.id}>
            <span>
              <strong>{t(`${ns}.${KIND_TEXT[d.kind]}`)}</strong> {d.number}
              <br />
              <small>
                {formatDate(d.issueDate)} · {formatPaise(paiseOfText(d.total))}
                {d.reverseCharge ? ` · ${t(`${ns}.reverseCharge`)}` : ""}
              </small>
            </span>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy === d.id}
              onClick={async () => {
                setBusy(d.id);
                setFailed(false);
                await downloadTaxInvoice(d, lang).catch(() => setFailed(true));
                setBusy(null);
              }}
            >
              {busy === d.id ? t(`${ns}.downloading`) : t(`${ns}.downloadPdf`)}
            </Button>
          </Document>
        ))}
      </PlainList>
      {failed && <ErrorText role="alert">{t(`${ns}.downloadFailed`)}</ErrorText>}
    </div>
  );
}
