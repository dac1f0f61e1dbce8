// When a build is older than its sources (npm start and npm run backup/restore build what is missing).
import fs from "node:fs";
import path from "node:path";

/** The newest modification time under `dir` (node_modules and dist left out); 0 when it does not exist. */
export function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** When `file` was built; 0 when it does not exist. */
export const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
