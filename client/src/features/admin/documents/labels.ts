import type { BusDocumentStatus, BusDocumentType } from "../../../gql/enums";

/** How staff read a document type and a status. */
export const DOCUMENT_TYPE_LABEL: Record<BusDocumentType, string> = {
  RC: "Registration certificate (RC)",
  Insurance: "Insurance",
  Fitness: "Fitness certificate",
  PUC: "PUC certificate",
  RoadTax: "Road tax",
  StatePermit: "State permit",
  AllIndiaPermit: "All-India Tourist permit",
  Other: "Other",
};

export const DOCUMENT_STATUS_LABEL: Record<BusDocumentStatus, string> = {
  Valid: "Valid",
  Expiring: "Expiring within 30 days",
  Expired: "Expired",
};
