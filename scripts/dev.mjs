#!/usr/bin/env node
// `npm run dev`: the API server with reload (swc) and Vite with hot reload, side by side.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const procs = [
  spawn("npm", ["run", "dev", "-w", "server"], {
    cwd: root,
    stdio: "inherit",
    env: { EXPOSE_STACK_TRACES: "true", ...process.env, CLIENT_DIST: path.join(root, "client/dist") },
  }),
  spawn("npm", ["run", "dev", "-w", "client"], { cwd: root, stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGINT"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs)
  p.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
