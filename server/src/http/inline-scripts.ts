import crypto from "node:crypto";
import fs from "node:fs";

/**
 * The CSP sources ('sha256-...') of the inline scripts in the built client's index.html (the
 * first-paint capture, client/capture.inline.js): the CSP allows exactly those and no other inline
 * script. Read again when the file changes (a client built after the server started).
 */
export function inlineScriptHashes(indexFile: string): () => string[] {
  let seen = -1;
  let hashes: string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = fs.statSync(indexFile).mtimeMs;
    } catch {
      return [];
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
