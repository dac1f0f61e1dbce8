#!/usr/bin/env node
// `npm start`: builds what is missing (or older than its sources), then serves everything on one port.
import { spawnSync, spawn } from "node:child_process";
import path from "node:path";
import { builtAt, newest } from "./stale.mjs";

const root = path.resolve(import.meta.dirname, "..");

function run(args, label) {
  console.log(`> ${label}`);
  // Always a production build, whatever NODE_ENV the server itself runs with (tests run it with "test").
  const r = spawnSync("npm", args, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const serverOut = path.join(root, "server/dist/main.js");
const clientOut = path.join(root, "client/dist/index.html");
if (builtAt(serverOut) < newest(path.join(root, "server/src")))
  run(["run", "build", "-w", "server"], "building the server");
if (
  builtAt(clientOut) <
  Math.max(
    newest(path.join(root, "client/src")),
    newest(path.join(root, "client/public")),
    builtAt(path.join(root, "schema.graphql")),
  )
)
  run(["run", "build", "-w", "client"], "building the client");

// V8's young generation at 2 x 16 MB (Node 24 sizes it from the machine's memory: 2 x 64 MB on 24 GiB, most of it
// resident once a long answer has run): the streamed lists allocate little per row, so a smaller one costs them
// nothing and keeps a million bookings' answer under 300 MB of RSS (README, bench:bookings).
const child = spawn(process.execPath, ["--enable-source-maps", "--max-semi-space-size=16", serverOut], {
  cwd: root,
  stdio: "inherit",
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
