/** Vehicle documents over REST: a bus's documents, their scans and the fleet overview. */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { toDoc } from "../../rest/documents";
import { date, dateTime, oneOf, orNull, strict, text, uuid } from "../../rest/json-schema";
import { error, ok, refsTo, route, staff } from "../../rest/route";
import { readImage } from "../../rest/upload";
import type { Services } from "../../services";
import { text as text_ } from "../shared/messages";
import { type BusDocument as DocumentRow, BusDocumentStatus, BusDocumentType } from "./bus-document.entity";
import { DOCUMENT_FILE_TOO_LARGE, INVALID_DOCUMENT_FILE } from "./bus-document.service";
import { BUS_DOCUMENT_POLICIES } from "./bus-document.service";
import { DOCUMENT_OVERVIEW_POLICIES } from "./document-overview.service";

const BusDocument = Type.Object(
  {
    _id: uuid,
    busId: uuid,
    busName: orNull<string>("string"),
    type: oneOf(BusDocumentType),
    number: text,
    issuer: text,
    validFrom: date(),
    validUntil: date("The last valid day"),
    states: Type.Array(text, { description: "The states a state permit covers" }),
    status: oneOf(BusDocumentStatus),
    fileUrl: orNull<string>("string", "Download path of the scan (Bearer token)"),
    fileName: orNull<string>("string"),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  strict,
);
const BusDocumentRequest = Type.Object({
  type: Type.Optional(oneOf(BusDocumentType)),
  number: Type.Optional(text),
  issuer: Type.Optional(text),
  validFrom: Type.Optional(Type.String({ description: "YYYY-MM-DD" })),
  validUntil: Type.Optional(Type.String({ description: "YYYY-MM-DD, not before validFrom" })),
  states: Type.Optional(Type.Array(text, { description: "For a state permit: the states it covers" })),
  fileId: Type.Optional(orNull<string>("string", "From POST /api/documents/files; null removes the file")),
});
const DocumentFile = Type.Object({ fileId: uuid }, strict);
const DocumentOverview = Type.Object(
  {
    valid: Type.Integer({ minimum: 0 }),
    expiring: Type.Integer({ minimum: 0 }),
    expired: Type.Integer({ minimum: 0 }),
    next: Type.Array(BusDocument, { description: "The next five to expire, soonest first" }),
  },
  strict,
);
export const schemas = { BusDocument, BusDocumentRequest, DocumentFile, DocumentOverview };
const { ref, list } = refsTo(schemas);

const documentDoc = (services: Services, d: DocumentRow) =>
  toDoc(BusDocument, d, {
    busName: d.bus?.name ?? null,
    status: services.documents.statusOf(d),
    fileUrl: d.fileId ? `/files/bus-documents/${d.id}` : null,
    fileName: d.file?.originalName ?? null,
  });

const fileForm: OAS.SchemaObject = {
  type: "object",
  required: ["file"],
  properties: { file: { type: "string", contentMediaType: "application/octet-stream", description: "PDF or image" } },
};
const badFile = error(
  `Not a PDF or image (\`${INVALID_DOCUMENT_FILE}\`), no field \`file\`, or not multipart`,
  INVALID_DOCUMENT_FILE,
);
const duplicate = error(
  "A document of this type and number is already recorded",
  text_("document.duplicate", { document: "fitness certificate", number: "FC-2026-118" }),
);

export const routes = {
  listBusDocuments: route("get", "/api/buses/{id}/documents", staff(BUS_DOCUMENT_POLICIES, "list"), {
    summary: "A bus's vehicle documents, soonest expiry first (admins)",
    ok: ok(200, "The documents", list("BusDocument")),
    handle: async ({ services, actor, id }) =>
      (await services.documents.list(actor, id)).map((d) => documentDoc(services, d)),
  }),
  addBusDocument: route("post", "/api/buses/{id}/documents", staff(BUS_DOCUMENT_POLICIES, "add"), {
    body: ref("BusDocumentRequest"),
    summary: "Records a document of a bus (admins)",
    description:
      "type, number, validFrom and validUntil are required. 400 when validUntil is before validFrom or a type or state is unknown; 409 when a document of the same type and number exists.",
    ok: ok(201, "The document", ref("BusDocument")),
    answers: { "409": duplicate },
    handle: async ({ services, actor, id, body }) =>
      documentDoc(services, await services.documents.add(actor, id, body)),
  }),
  documentOverview: route("get", "/api/documents", staff(DOCUMENT_OVERVIEW_POLICIES, "overview"), {
    summary: "The fleet's documents at a glance: counts by status and the next five expiries (admins)",
    ok: ok(200, "The overview", ref("DocumentOverview")),
    handle: async ({ services, actor }) => {
      const o = await services.documentOverview.overview(actor);
      return { ...o, next: o.next.map((d) => documentDoc(services, d)) };
    },
  }),
  uploadDocumentFile: route("post", "/api/documents/files", staff(BUS_DOCUMENT_POLICIES, "uploadFile"), {
    summary: "Uploads a document's scan (admins); answers its id for a document's fileId",
    description: "PDF, PNG, JPEG, GIF or WebP, checked by content; under 5 MB (enforced while streaming).",
    requestBody: { required: true, content: { "multipart/form-data": { schema: fileForm } } },
    ok: ok(201, "The stored file", ref("DocumentFile")),
    throttle: { category: "upload", account: ({ actor }) => actor?.id },
    answers: { "400": badFile, "413": error(`5 MB or more (\`${DOCUMENT_FILE_TOO_LARGE}\`)`, DOCUMENT_FILE_TOO_LARGE) },
    handle: async ({ services, actor, req }) => {
      return { fileId: await services.documents.uploadFile(actor, () => readImage(req)) };
    },
  }),
  getBusDocument: route("get", "/api/documents/{id}", staff(BUS_DOCUMENT_POLICIES, "get"), {
    summary: "One vehicle document (admins)",
    ok: ok(200, "The document", ref("BusDocument")),
    handle: async ({ services, actor, id }) => documentDoc(services, await services.documents.get(actor, id)),
  }),
  updateBusDocument: route("put", "/api/documents/{id}", staff(BUS_DOCUMENT_POLICIES, "update"), {
    body: ref("BusDocumentRequest"),
    summary: "Changes or renews a document (admins); omitted fields are left as they are",
    description: "A new validUntil starts the document's reminders afresh.",
    ok: ok(200, "The document", ref("BusDocument")),
    answers: { "409": duplicate },
    handle: async ({ services, actor, id, body }) =>
      documentDoc(services, await services.documents.update(actor, id, body)),
  }),
  deleteBusDocument: route("delete", "/api/documents/{id}", staff(BUS_DOCUMENT_POLICIES, "remove"), {
    summary: "Deletes a document (admins)",
    ok: ok(200, "The deleted document", ref("BusDocument")),
    handle: async ({ services, actor, id }) => documentDoc(services, await services.documents.remove(actor, id)),
  }),
};
