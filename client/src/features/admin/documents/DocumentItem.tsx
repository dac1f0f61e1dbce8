import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { downloadWithToken } from "../../../app/download";
import type { BusDocumentFieldsFragment } from "../../../gql/graphql";
import { formatDate, useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { Acts, Head, Item } from "./BusDocuments.styles";
import { DeleteBusDocument, documentQueries } from "./documents.documents";
import { DocumentRenewal } from "./DocumentRenewal";
import { StatusBadge } from "./StatusBadge";
import { useControls } from "../useControls";

/** One document: what it is, until when, its status; its scan to open; renewed, or deleted. */
export function DocumentItem({ doc: d }: { doc: BusDocumentFieldsFragment }) {
  const { t } = useTranslation();
  const [remove] = useMutation(DeleteBusDocument, { refetchQueries: documentQueries });
  const [renewing, setRenewing] = useState(false);
  const mayEdit = useControls().may("busDocuments");
  const named = { type: t(`admin.documents.types.${d.type}`), number: d.number };
  return (
    <Item>
      <Head>
        <span>
          <strong>{named.type}</strong> · {d.number}
          {d.issuer ? ` · ${d.issuer}` : ""}
        </span>
        <StatusBadge status={d.status} />
      </Head>
      <span>
        {t("admin.documents.item.valid", { from: formatDate(d.validFrom), until: formatDate(d.validUntil) })}
        {d.states.length > 0 && ` · ${d.states.join(", ")}`}
      </span>
      <Acts>
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
        {mayEdit && (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t("admin.documents.item.renewLabel", named)}
            onClick={() => setRenewing(!renewing)}
          >
            {t("admin.documents.item.renew")}
          </Button>
        )}
        {mayEdit && (
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
        )}
      </Acts>
      {renewing && <DocumentRenewal doc={d} onDone={() => setRenewing(false)} />}
    </Item>
  );
}
