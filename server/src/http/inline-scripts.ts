import crypto from "node:crypto";
import fs from "node:fs";

/**
 * The CSP sources ('sha256-...') of the inline scripts in the built client's index.html (the
 * first-paint capture, client/capture.inline.js): the CSP allows exactly those and no other inline
 * script. Read again when the file changes (a client built after the server started): `recheck` false
 * answers the hashes last read without looking at the file (a stat per API answer was 3 % of a
 * booking's CPU; a JSON answer runs no script, so its CSP need not follow a rebuild to the moment).
 */
export function inlineScriptHashes(indexFile: string): (recheck?: boolean) => string[] {
  let seen = -1;
  let hashes: string[] = [];
  let checked = false;
  return (recheck = true) => {
    if (!recheck && checked) return hashes;
    checked = true;
    let mtime: number;
    try {
      mtime = fs.statSync(indexFile).mtimeMs;
    } catch {
      seen = -1;
      return (hashes = []);
    }
    if (mtime !== seen) {
      seen = mtime;
      const html = fs.readFileSync(indexFile, "utf8");
      hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, body]) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`,
      );
    }
    return hashes;
  };
}
