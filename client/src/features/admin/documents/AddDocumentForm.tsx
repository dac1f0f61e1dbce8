import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { BusDocumentType } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { Fields } from "./BusDocuments.styles";
import { AddBusDocument, documentQueries } from "./documents.documents";
import { uploadDocumentFile } from "./uploadDocumentFile";

const EMPTY = { type: "", number: "", issuer: "", validFrom: "", validUntil: "", states: "" };
const splitStates = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** A new document of the bus with its scan (a state permit names the states it covers); `ready` once the list is read. */
export function AddDocumentForm({ busId, ready }: { busId: string; ready: boolean }) {
  const { t } = useTranslation();
  const [add, { loading }] = useMutation(AddBusDocument, { refetchQueries: documentQueries });
  const { draft, setDraft, field } = useDraft(EMPTY);
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { error, attempt } = useAttempt();
  const submit = () =>
    attempt(async () => {
      setBusy(true);
      try {
        const chosen = file.current?.files?.[0];
        const fileId = chosen ? await uploadDocumentFile(chosen) : undefined;
        const { states, type, ...rest } = draft;
        const input = {
          ...rest,
          type: (type || undefined) as BusDocumentType | undefined,
          ...(type === "StatePermit" && { states: splitStates(states) }),
          ...(fileId && { fileId }),
        };
        await add({ variables: { busId, input } });
        setDraft(EMPTY);
        if (file.current) file.current.value = "";
      } finally {
        setBusy(false);
      }
    });
  return (
    <>
      <Fields>
        <FieldWrap>
          <label htmlFor={`doc-type-${busId}`}>{t("admin.documents.bus.type")}</label>
          <select id={`doc-type-${busId}`} {...field("type")}>
            <option value="">{t("admin.documents.bus.choose")}</option>
            {Object.values(BusDocumentType).map((type) => (
              <option key={type} value={type}>
                {t(`admin.documents.types.${type}`)}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField label={t("admin.documents.bus.number")} maxLength={60} {...field("number")} />
        <TextField label={t("admin.documents.bus.issuer")} maxLength={200} {...field("issuer")} />
        <TextField label={t("admin.documents.bus.validFrom")} type="date" {...field("validFrom")} />
        <TextField label={t("admin.documents.bus.validUntil")} type="date" {...field("validUntil")} />
        {draft.type === "StatePermit" && <TextField label={t("admin.documents.bus.states")} {...field("states")} />}
        <FieldWrap>
          <label htmlFor={`doc-file-${busId}`}>{t("admin.documents.bus.scan")}</label>
          <input id={`doc-file-${busId}`} type="file" accept="application/pdf,image/*" ref={file} />
        </FieldWrap>
      </Fields>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="button" $variant="secondary" disabled={loading || busy || !ready} onClick={() => void submit()}>
        {t("admin.documents.bus.add")}
      </Button>
    </>
  );
}
