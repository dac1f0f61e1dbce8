import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import type { BusDocumentFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { Fields } from "./BusDocuments.styles";
import { documentQueries, UpdateBusDocument } from "./documents.documents";
import { uploadDocumentFile } from "./uploadDocumentFile";

/** A document renewed: its new valid-until, and a new number and scan when they changed. */
export function DocumentRenewal({ doc, onDone }: { doc: BusDocumentFieldsFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateBusDocument, { refetchQueries: documentQueries });
  const [until, setUntil] = useState("");
  const [number, setNumber] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const { error, attempt } = useAttempt();
  const renew = () =>
    attempt(async () => {
      const chosen = file.current?.files?.[0];
      const fileId = chosen ? await uploadDocumentFile(chosen) : undefined;
      await update({
        variables: { id: doc.id, input: { validUntil: until, ...(number && { number }), ...(fileId && { fileId }) } },
      });
      onDone();
    });
  return (
    <>
      <Fields>
        <TextField
          label={t("admin.documents.item.newValidUntil")}
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <TextField
          label={t("admin.documents.item.newNumber")}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
        <FieldWrap>
          <label htmlFor={`renew-file-${doc.id}`}>{t("admin.documents.item.newScan")}</label>
          <input id={`renew-file-${doc.id}`} type="file" accept="application/pdf,image/*" ref={file} />
        </FieldWrap>
        <Button type="button" disabled={loading || !until} onClick={() => void renew()}>
          {t("admin.documents.item.saveRenewal")}
        </Button>
      </Fields>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
