import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../../i18n";
import { AddDocumentForm } from "./AddDocumentForm";
import { Box, Help, List } from "./BusDocuments.styles";
import { BusDocumentsQuery } from "./documents.documents";
import { DocumentItem } from "./DocumentItem";
import { useControls } from "../useControls";

/** A bus's vehicle documents (admin → bus → Documents): the list with status, adding one with its scan, renewing. */
export function BusDocuments({ busId }: { busId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(BusDocumentsQuery, { variables: { busId }, fetchPolicy: "network-only" });
  const docs = data?.busDocuments ?? [];
  const { may } = useControls();
  return (
    <Box>
      <legend>{t("admin.documents.bus.legend")}</legend>
      <Help>{t("admin.documents.bus.help")}</Help>
      {data && docs.length === 0 && <p>{t("admin.documents.bus.none")}</p>}
      <List aria-label={t("admin.documents.bus.list")}>
        {docs.map((d) => (
          <DocumentItem key={d.id} doc={d} />
        ))}
      </List>
      {may("busDocuments") && <AddDocumentForm busId={busId} ready={!!data} />}
    </Box>
  );
}
