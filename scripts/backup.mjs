#!/usr/bin/env node
// `npm run backup` and `npm run restore FILE`: builds the server if its build is missing or stale, then runs
// server/dist/backup-cli.js (see server/src/backup-cli.ts) in the project's folder, so DATA_DIR is npm start's.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { builtAt, newest } from "./stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "server/dist/backup-cli.js");
if (builtAt(cli) < newest(path.join(root, "server/src"))) {
  console.log("> building the server");
  const r = spawnSync("npm", ["run", "build", "-w", "server"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// A FILE is relative to where `npm run restore FILE` was typed (npm runs scripts in the project's folder).
const [command, file] = process.argv.slice(2);
const args = file ? [command, path.resolve(process.env.INIT_CWD ?? process.cwd(), file)] : [command];
const r = spawnSync(process.execPath, ["--enable-source-maps", cli, ...args], {
  cwd: root,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
