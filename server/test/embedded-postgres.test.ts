import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs the child; resolves with its first line of output. */
function child(dir: string, sql: string, mode = "") {
  const proc = spawn(process.execPath, ["-r", "@swc-node/register", "test/fixtures/pg-child.ts", dir, sql, mode], {
    cwd: path.resolve(__dirname, ".."),
  });
  let out = "";
  const line = new Promise<string>((resolve, reject) => {
    proc.stdout.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(out.split("\n")[0]);
    });
    proc.stderr.on("data", (d) => (out += d));
    proc.on("exit", (code) => (code ? reject(new Error(`child exited ${code}: ${out}`)) : resolve(out.split("\n")[0])));
  });
  return { proc, line };
}

test("the embedded PostgreSQL keeps data across restarts and recovers from a crashed run", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kashi-pg-")), "pg");
  fs.chmodSync(path.dirname(dir), 0o755);
  // 1st run creates the cluster and writes a row, then the process is killed without stopping PostgreSQL.
  const first = child(dir, "CREATE TABLE t (v text); INSERT INTO t VALUES ('kept') RETURNING v", "hang");
  let firstLine: string;
  try {
    firstLine = await first.line;
  } catch (e) {
    first.proc.kill("SIGKILL");
    throw e;
  }
  if (firstLine !== JSON.stringify([{ v: "kept" }])) first.proc.kill("SIGKILL");
  expect(JSON.parse(firstLine)).toEqual([{ v: "kept" }]);
  const pid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
  first.proc.kill("SIGKILL");
  await new Promise((r) => first.proc.once("exit", r));
  expect(() => process.kill(pid, 0)).not.toThrow(); // the orphaned postmaster still holds the data dir
  // 2nd run stops the stale postmaster, starts again and finds the data.
  const second = child(dir, "SELECT v FROM t");
  expect(JSON.parse(await second.line)).toEqual([{ v: "kept" }]);
  await new Promise((r) => second.proc.once("exit", r));
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
}, 90_000);
