import { useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import styled from "styled-components";
import { downloadWithToken } from "../../../app/download";
import { BusDocumentType } from "../../../gql/enums";
import type { BusDocumentFieldsFragment } from "../../../gql/graphql";
import { formatDate, useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, FieldWrap, TextField, useAttempt, useDraft } from "../../../ui/Field";
import {
  AddBusDocument,
  BusDocumentsQuery,
  DeleteBusDocument,
  documentQueries,
  UpdateBusDocument,
} from "./documents.documents";
import { StatusBadge } from "./StatusBadge";
import { uploadDocumentFile } from "./uploadDocumentFile";

const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 10px;
  padding: 1rem;
  margin: 1.25rem 0 0;
  min-width: 0;
  select {
    max-width: 100%;
  }
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
  .row {
    display: grid;
    gap: 0 1rem;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    align-items: end;
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    background: ${(p) => p.theme.color.sand};
    padding: 0.55rem 0.75rem;
    border-radius: 8px;
    display: grid;
    gap: 0.35rem;
  }
  li .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  li .acts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: end;
  }
`;

const EMPTY = { type: "", number: "", issuer: "", validFrom: "", validUntil: "", states: "" };
const REFETCH = { refetchQueries: documentQueries };
const splitStates = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** One document: what it is, until when, its status; its scan to open; renewed with a new valid-until (and scan). */
function DocumentItem({ doc: d }: { doc: BusDocumentFieldsFragment }) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateBusDocument, REFETCH);
  const [remove] = useMutation(DeleteBusDocument, REFETCH);
  const [renewing, setRenewing] = useState(false);
  const [until, setUntil] = useState("");
  const [number, setNumber] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const { error, attempt } = useAttempt();
  const renew = () =>
    attempt(async () => {
      const chosen = file.current?.files?.[0];
      const fileId = chosen ? await uploadDocumentFile(chosen) : undefined;
      await update({
        variables: {
          id: d.id,
          input: { validUntil: until, ...(number && { number }), ...(fileId && { fileId }) },
        },
      });
      setRenewing(false);
    });
  const named = { type: t(`admin.documents.types.${d.type}`), number: d.number };
  return (
    <li>
      <div className="head">
        <span>
          <strong>{named.type}</strong> · {d.number}
          {d.issuer ? ` · ${d.issuer}` : ""}
        </span>
        <StatusBadge status={d.status} />
      </div>
      <span>
        {t("admin.documents.item.valid", { from: formatDate(d.validFrom), until: formatDate(d.validUntil) })}
        {d.states.length > 0 && ` · ${d.states.join(", ")}`}
      </span>
      <div className="acts">
        {d.fileUrl && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void downloadWithToken(d.fileUrl!, d.fileName ?? `${d.number}`)}
          >
            {d.fileName
              ? t("admin.documents.item.openScanNamed", { name: d.fileName })
              : t("admin.documents.item.openScan")}
          </Button>
        )}
        <Button
          type="button"
          $variant="secondary"
          aria-label={t("admin.documents.item.renewLabel", named)}
          onClick={() => setRenewing(!renewing)}
        >
          {t("admin.documents.item.renew")}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t("admin.documents.item.deleteLabel", named)}
          onClick={() =>
            window.confirm(t("admin.documents.item.deleteConfirm", named)) && void remove({ variables: { id: d.id } })
          }
        >
          ×
        </Button>
      </div>
      {renewing && (
        <div className="row">
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
            <label htmlFor={`renew-file-${d.id}`}>{t("admin.documents.item.newScan")}</label>
            <input id={`renew-file-${d.id}`} type="file" accept="application/pdf,image/*" ref={file} />
          </FieldWrap>
          <Button type="button" disabled={loading || !until} onClick={() => void renew()}>
            {t("admin.documents.item.saveRenewal")}
          </Button>
        </div>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </li>
  );
}

/** A bus's vehicle documents (admin → bus → Documents): the list with status, adding one with its scan, renewing. */
export function BusDocuments({ busId }: { busId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(BusDocumentsQuery, { variables: { busId }, fetchPolicy: "network-only" });
  const [add, { loading }] = useMutation(AddBusDocument, REFETCH);
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
        await add({
          variables: {
            busId,
            input: {
              ...rest,
              type: (type || undefined) as BusDocumentType | undefined,
              ...(type === "StatePermit" && { states: splitStates(states) }),
              ...(fileId && { fileId }),
            },
          },
        });
        setDraft(EMPTY);
        if (file.current) file.current.value = "";
      } finally {
        setBusy(false);
      }
    });
  const docs = data?.busDocuments ?? [];
  return (
    <Box>
      <legend>{t("admin.documents.bus.legend")}</legend>
      <p style={{ marginTop: 0, fontSize: "0.9rem" }}>{t("admin.documents.bus.help")}</p>
      {data && docs.length === 0 && <p>{t("admin.documents.bus.none")}</p>}
      <ul aria-label={t("admin.documents.bus.list")}>
        {docs.map((d) => (
          <DocumentItem key={d.id} doc={d} />
        ))}
      </ul>
      <div className="row">
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
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="button" $variant="secondary" disabled={loading || busy || !data} onClick={() => void submit()}>
        {t("admin.documents.bus.add")}
      </Button>
    </Box>
  );
}
