/**
 * `npm run bench:bookings [-- N]`: the product at N bookings (default 1,000,000), measured from
 * outside as an operator would meet it. In one run:
 *  1. loads bookings up to N through the product's schema with its triggers on, in statements of 2,000 rows;
 *  2. the import curve: single INSERT ... SELECT statements of 10,000 and 20,000 rows, interleaved (5 each,
 *     median and best; linear means x2 rows costs about x2 time), removed again after;
 *  3. starts the built server (server/dist/main.js, NODE_ENV=production) on that database and times each admin
 *     read over HTTP as the admin (median of 7 after 2 warm-ups): first page with its total, the next page by
 *     cursor, filters by status, departure month, bus and search with their totals, adminStats, bookingsPerMonth;
 *  4. the "all" answers: REST GET /api/bookings (streamed), the CSV export and GraphQL `bookings` (refused
 *     above 10,000): bytes, seconds, the server's peak RSS while answering (Linux: VmHWM after clear_refs) and
 *     how long /healthz takes meanwhile.
 * The database: DATABASE_URL (kept between runs, only what is missing is loaded; e.g. a database of your own on
 * the system PostgreSQL), or an embedded PostgreSQL in server/.data/pg-bench. BENCH_PORT picks the server's port,
 * BENCH_NODE_FLAGS gives the server's Node flags (default "--max-semi-space-size=16", as `npm start` runs it; "" for none). BENCH_COMPARE_MAIN names other
 * builds' main.js, comma-separated (on BENCH_COMPARE_PORT and the ports after it) (e.g. an earlier commit's
 * server/dist copied aside, or this build again), with BENCH_COMPARE_NODE_FLAGS their flags, comma-separated in the
 * same order (default BENCH_NODE_FLAGS; this build with other flags compares the flags): they are started on the same database
 * too, and each "all" answer is asked of both servers in turn, so the two builds are compared in one run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { databaseSettings } from "../src/config";
import { createDataSource } from "../src/db/data-source";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";

const N = Number(process.argv[2] || 1_000_000);
/** Optional second argument: the parts to run after the load, e.g. `-- 1000000 reads` (default curve,reads,all). */
const PARTS = (process.argv[3] || "curve,reads,all").split(",");
const ADMIN_PASSWORD = "Bench-Admin-2026!";
const server = path.resolve(__dirname, "..");

/** Bookings g of a load: spread over 900 departure days, 10 buses, Pending and Cancelled, one second apart. */
const bookingsFrom = (tag: string, params: [string, string]) => `
  INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance, "busId",
    status, "createdAt", "updatedAt")
  SELECT '${tag} ' || g, 'c' || g || '@example.com', '+91 90000 ' || lpad((g % 100000)::text, 5, '0'),
    'Varanasi', (ARRAY['Sarnath','Agra','Lucknow','Prayagraj','Ayodhya'])[1 + g % 5],
    date '2025-01-01' + (g % 900), 1 + g % 7, (g % 900)::float, (SELECT b.id FROM buses b WHERE b.name = 'Bench bus ' || (1 + g % 10)),
    (ARRAY['Pending','Cancelled'])[1 + g % 2], date_trunc('milliseconds', now()) - g * interval '1 second',
    date_trunc('milliseconds', now())
  FROM generate_series(${params[0]}::int, ${params[1]}::int) g`;

/** Each bench request's time in the server, from its request log line, by request id. */
const serverTimes = new Map<string, number>();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The server's Node flags: the product's own (scripts/start.mjs), unless BENCH_NODE_FLAGS says otherwise. */
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=16";

function startServer(
  env: Record<string, string>,
  main = "dist/main.js",
  nodeFlags = NODE_FLAGS,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const flags = (nodeFlags ?? "").split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...flags, main], {
      cwd: server,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let rest = "";
    child.stdout!.on("data", (d: Buffer) => {
      const text = rest + d.toString();
      if (/is running at/.test(text)) resolve(child);
      const lines = text.split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        // The request log's line: the server's own time for a request of ours (X-Request-Id "bench-...").
        const m = /"id":"(bench-[^"]+)".*"responseTime":(\d+(?:\.\d+)?)/.exec(line);
        if (m) serverTimes.set(m[1], Number(m[2]));
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

/** The process's resident memory now and its peak since the last reset, in MB (Linux /proc). */
function rss(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** One request; the answer's body read and counted, not kept. */
function request(
  url: string,
  opts: { method?: string; body?: string; token?: string; seconds?: number; id?: string } = {},
): Promise<{ status: number; bytes: number; text: string; cut?: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? "GET",
        headers: {
          ...(opts.body ? { "content-type": "application/json" } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.id ? { "x-request-id": opts.id } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        let text = "";
        res.on("data", (d: Buffer) => {
          bytes += d.length;
          if (text.length < 100_000) text += d.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, text }));
        res.on("error", reject);
        if (opts.seconds)
          setTimeout(() => {
            if (res.complete) return;
            res.destroy();
            resolve({ status: res.statusCode ?? 0, bytes, text, cut: true });
          }, opts.seconds * 1000);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

async function main() {
  console.log(
    `bench:bookings  ${N.toLocaleString("en")} bookings, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const { databaseUrl } = databaseSettings();
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(path.resolve(server, ".data/pg-bench"));
  const url = databaseUrl ?? embedded!.url;
  const ds = createDataSource(url);
  await ds.initialize();
  await ds.runMigrations({ transaction: "each" });
  let child: ChildProcess | undefined;
  const others: ChildProcess[] = [];
  try {
    await ds.query(`INSERT INTO buses (name, capacity, status) SELECT 'Bench bus ' || g, 20 + g, 'Available'
      FROM generate_series(1, 10) g WHERE NOT EXISTS (SELECT 1 FROM buses WHERE name LIKE 'Bench bus %')`);

    // 1. The load, in statements of 2,000 rows, the triggers on.
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM bookings`);
    if (count < N) {
      const t = process.hrtime.bigint();
      for (let from = count + 1; from <= N; from += 2000)
        await ds.query(bookingsFrom("Customer", [String(from), String(Math.min(N, from + 1999))]));
      const s = ms(t) / 1000;
      console.log(
        `\nloaded ${(N - count).toLocaleString("en")} bookings in ${s.toFixed(1)} s (statements of 2,000 rows)`,
      );
    }

    // 2. The import curve: one statement of 10,000 or 20,000 rows, each in its own transaction, interleaved (the
    //    table grows by 150,000 meanwhile, 1.5% at a million); removed after.
    const curve: Record<number, number[]> = { 10000: [], 20000: [] };
    let next = N + 1;
    for (let round = 0; round < (PARTS.includes("curve") ? 5 : 0); round++)
      for (const rows of [10000, 20000]) {
        const t = process.hrtime.bigint();
        await ds.query(bookingsFrom("Import", [String(next), String(next + rows - 1)]));
        curve[rows].push(ms(t));
        next += rows;
      }
    await ds.query(`DELETE FROM bookings WHERE name LIKE 'Import %'`);
    await ds.query(`VACUUM ANALYZE bookings`);
    if (PARTS.includes("curve")) {
      const [m10, m20] = [median(curve[10000]), median(curve[20000])];
      const [b10, b20] = [Math.min(...curve[10000]), Math.min(...curve[20000])];
      console.log(
        `\nImport in one statement (triggers on; 5 of each, interleaved):\n  median: 10,000 rows ${(m10 / 1000).toFixed(2)} s, 20,000 rows ${(m20 / 1000).toFixed(2)} s: x${(m20 / m10).toFixed(2)} time for x2 rows\n  best:   10,000 rows ${(b10 / 1000).toFixed(2)} s, 20,000 rows ${(b20 / 1000).toFixed(2)} s: x${(b20 / b10).toFixed(2)}`,
      );
    }

    // 3. The server, as in production, and the admin's reads over HTTP.
    const port = Number(process.env.BENCH_PORT) || (await freePort());
    const serverEnv = {
      NODE_ENV: "production",
      DATABASE_URL: url,
      HOST: "127.0.0.1",
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      ADMIN_PASSWORD,
      DATA_DIR: path.resolve(server, ".data/bench-bookings-files"),
      REDIS_URL: "",
      RATE_LIMIT_LOGIN: "10000/60",
    };
    child = await startServer({ ...serverEnv, PORT: String(port) });
    const api = `http://127.0.0.1:${port}`;
    const signIn = async (base: string) => {
      const login = await request(`${base}/graphql`, {
        method: "POST",
        body: JSON.stringify({
          query: `mutation($i: LoginInput!) { login(input: $i) { token } }`,
          variables: { i: { login: "admin@kashicoachtours.in", password: ADMIN_PASSWORD } },
        }),
      });
      return JSON.parse(login.text).data.login.token as string;
    };
    const token = await signIn(api);
    // The other builds, for the "all" answers only (same database, same settings, each its own port).
    const comparePort = Number(process.env.BENCH_COMPARE_PORT) || (await freePort());
    const targets: Array<[string, ChildProcess, string, string]> = [["", child, api, token]];
    const compareFlags = process.env.BENCH_COMPARE_NODE_FLAGS?.split(",");
    const compared = PARTS.includes("all") ? (process.env.BENCH_COMPARE_MAIN?.split(",").filter(Boolean) ?? []) : [];
    for (const [i, main] of compared.entries()) {
      const port = comparePort + i;
      const flags = compareFlags?.[i] ?? NODE_FLAGS;
      others.push(await startServer({ ...serverEnv, PORT: String(port) }, path.resolve(main), flags));
      const base = `http://127.0.0.1:${port}`;
      targets.push([` [compare ${i + 1}${flags ? ` ${flags}` : ""}]`, others[i], base, await signIn(base)]);
    }
    const gql = async (query: string, variables: Record<string, unknown> = {}, id?: string) => {
      const r = await request(`${api}/graphql`, {
        method: "POST",
        body: JSON.stringify({ query, variables }),
        token,
        id,
      });
      const body = JSON.parse(r.text);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const PAGE = `query($f: BookingFilter, $after: String) { bookingsPage(filter: $f, first: 25, after: $after) {
      totalCount totalIsEstimate nextCursor items { id reference name email phone pickupLocation destination departureDate
      returnDate days distance passengers status nextStatuses createdAt bus { id name } } } }`;
    const [busId] = (await gql(`{ buses { id name } }`)).buses
      .filter((b: { name: string }) => b.name === "Bench bus 1")
      .map((b: { id: string }) => b.id);
    const first = (await gql(PAGE)).bookingsPage;
    const reads: Array<[string, string, Record<string, unknown>]> = !PARTS.includes("reads")
      ? []
      : [
          ["admin list, first page with total", PAGE, {}],
          ["next page by cursor", PAGE, { after: first.nextCursor }],
          ["filter: status Pending (with its total)", PAGE, { f: { status: "Pending" } }],
          ["filter: departure month (June 2025)", PAGE, { f: { from: "2025-06-01", to: "2025-06-30" } }],
          ["filter: bus", PAGE, { f: { busId } }],
          [`search "Customer 77777"`, PAGE, { f: { search: "Customer 77777" } }],
          ["adminStats", `{ adminStats { totalBookings pendingBookings totalDistance availableBuses } }`, {}],
          ["bookingsPerMonth", `{ bookingsPerMonth { month total confirmed pending cancelled } }`, {}],
        ];
    console.log(
      `\nAdmin reads (median of 7 after 2 warm-ups: over HTTP, and in the server by its request log; the total shown):`,
    );
    for (const [index, [label, query, variables]] of reads.entries()) {
      const times: number[] = [];
      const ids: string[] = [];
      let data: any;
      for (let i = 0; i < 9; i++) {
        const id = `bench-${index}-${i}`;
        const t = process.hrtime.bigint();
        data = await gql(query, variables, id);
        if (i < 2) continue;
        times.push(ms(t));
        ids.push(id);
      }
      await new Promise((r) => setTimeout(r, 300)); // the log is written in batches
      const inServer = ids.map((id) => serverTimes.get(id)).filter((x): x is number => x !== undefined);
      const page = data.bookingsPage;
      const total = page
        ? `  total ${page.totalIsEstimate ? "about " : ""}${page.totalCount.toLocaleString("en")}`
        : "";
      const server = inServer.length
        ? `${median(inServer).toFixed(0).padStart(4)} ms in the server (best ${Math.min(...inServer)}, of HTTP ${Math.min(...times).toFixed(1)})`
        : "";
      console.log(`  ${label.padEnd(42)} ${median(times).toFixed(1).padStart(6)} ms over HTTP, ${server}${total}`);
    }

    // 4. The answers without a page size: bytes, time, the server's peak memory, /healthz meanwhile.
    console.log(`\nAnswers without a page size (server RSS before -> peak while answering; /healthz meanwhile):`);
    const all: Array<[string, string, { method?: string; body?: string; seconds?: number }]> = !PARTS.includes("all")
      ? []
      : [
          // BENCH_ALL_SECONDS reads it for that long at most (its rate and memory are steady after the first seconds).
          [
            "REST GET /api/bookings (streamed)",
            "/api/bookings",
            { seconds: Number(process.env.BENCH_ALL_SECONDS) || 0 },
          ],
          // The export is read for 60 s at most (its rate and memory are steady after the first seconds).
          ["CSV export /exports/bookings.csv", "/exports/bookings.csv", { seconds: 60 }],
          [
            "GraphQL { bookings { id name } }",
            "/graphql",
            { method: "POST", body: `{"query":"{ bookings { id name } }"}` },
          ],
        ];
    for (const [label, route, opts] of all)
      for (const [which, proc, api, token] of targets) {
        const pid = proc.pid!;
        const before = rss(pid).now;
        const exact = resetPeak(pid);
        let sampled = before;
        const health: number[] = [];
        let answering = true;
        const sampler = setInterval(() => (sampled = Math.max(sampled, rss(pid).now)), 20);
        const probe = (async () => {
          while (answering) {
            const t = process.hrtime.bigint();
            await request(`${api}/healthz`);
            health.push(ms(t));
            await new Promise((r) => setTimeout(r, 200));
          }
        })();
        const t = process.hrtime.bigint();
        const r = await request(`${api}${route}`, { ...opts, token });
        const s = ms(t) / 1000;
        answering = false;
        await probe;
        clearInterval(sampler);
        const peak = Math.max(sampled, exact ? rss(pid).peak : 0);
        console.log(
          `  ${(label + which).padEnd(48)} ${r.status} ${(r.bytes / 1e6).toFixed(1).padStart(6)} MB in ${s.toFixed(1).padStart(5)} s${r.cut ? " (cut)" : ""}, RSS ${before.toFixed(0)} -> ${peak.toFixed(0)} MB, /healthz ${health.length ? `median ${median(health).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms` : "not asked"}`,
        );
      }
  } finally {
    child?.kill("SIGTERM");
    for (const o of others) o.kill("SIGTERM");
    await ds.destroy();
    await embedded?.stop();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
