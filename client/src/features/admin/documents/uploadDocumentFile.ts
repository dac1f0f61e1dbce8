import { bearer, withSession } from "../../../app/authorized";
import { t } from "../../../i18n";

/** Uploads a document's scan (PDF or image) through POST /api/documents/files; answers its id or throws the server's message. */
export async function uploadDocumentFile(file: File): Promise<string> {
  const res = await withSession((token) => {
    const form = new FormData();
    form.append("file", file);
    return fetch("/api/documents/files", { method: "POST", headers: bearer(token), body: form });
  });
  const body = (await res.json().catch(() => ({}))) as { fileId?: string; message?: string };
  if (!res.ok || !body.fileId) throw new Error(body.message || t("admin.documents.bus.uploadFailed"));
  return body.fileId;
}
