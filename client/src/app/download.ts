import { bearer, withSession } from "./authorized";

/**
 * Downloads a file that needs the Bearer token (a plain link cannot send it), renewing an expired
 * token like any GraphQL request. Throws on an HTTP error.
 */
export async function downloadWithToken(url: string, filename: string) {
  const res = await withSession((token) => fetch(url, { headers: bearer(token) }));
  if (!res.ok) throw new Error(String(res.status));
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
