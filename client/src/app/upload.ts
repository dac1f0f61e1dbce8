import { percent } from "../ui/percent";
import { withSession } from "./authorized";

interface UploadAnswer {
  status: number;
  body: { fileUrls?: string[]; message?: string };
}

function send(file: File, token: string | null, onProgress: (pct: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round(percent(e.loaded, e.total)));
    xhr.onload = () => {
      let body: UploadAnswer["body"] = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status says enough */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("UPLOAD_FAILED"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/**
 * Uploads an image through POST /api/upload with progress (XHR reports upload progress; fetch
 * does not), renewing an expired token like any GraphQL request. Resolves with the image's URL;
 * rejects with the server's message, "NO_URL" or "UPLOAD_FAILED".
 */
export async function uploadImage(file: File, onProgress: (pct: number) => void): Promise<string> {
  const { status, body } = await withSession((token) => send(file, token, onProgress));
  if (status < 200 || status >= 300) throw new Error(body.message || "UPLOAD_FAILED");
  if (!body.fileUrls?.[0]) throw new Error("NO_URL");
  return body.fileUrls[0];
}
