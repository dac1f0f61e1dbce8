/**
 * The references `npm run bench:api` measures the product against, each a minimal node:http server:
 *  - MODE=pg (default): one SELECT of the bus list per request through pg on DATABASE_URL (the
 *    product's database and connection kind, pool of PG_POOL_SIZE like the product), JSON out, no cache;
 *  - MODE=cached: the product's own answers (REST bus list for GET, GraphQL bus list for POST, fetched
 *    once from CACHED_FROM at start) written from a buffer: what node:http does answering cached bytes.
 * Env: PORT, and DATABASE_URL or CACHED_FROM.
 */
import http from "node:http";
import pg from "pg";

const json = (body) => ({ "content-type": "application/json; charset=utf-8", "content-length": body.length });
let handler;
let close = async () => {};
if (process.env.MODE === "cached") {
  const from = process.env.CACHED_FROM;
  const rest = Buffer.from(await (await fetch(`${from}/api/buses`)).arrayBuffer());
  const graphql = Buffer.from(
    await (
      await fetch(`${from}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: process.env.GRAPHQL_BODY,
      })
    ).arrayBuffer(),
  );
  const heads = { GET: json(rest), POST: json(graphql) };
  handler = (req, res) => {
    const body = req.method === "POST" ? graphql : rest;
    res.writeHead(200, heads[req.method === "POST" ? "POST" : "GET"]);
    res.end(body);
  };
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_SIZE || 10) });
  close = () => pool.end();
  handler = async (_req, res) => {
    try {
      const { rows } = await pool.query(
        `SELECT id, name, capacity, status, description, features, images FROM buses ORDER BY capacity DESC, name ASC`,
      );
      const body = Buffer.from(JSON.stringify(rows));
      res.writeHead(200, json(body));
      res.end(body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  };
}
const server = http.createServer(handler);
server.listen(Number(process.env.PORT), "127.0.0.1", () =>
  // The Node it runs on (bench:api checks it is the product's).
  console.log(`baseline ready (Node ${process.version}, ${process.execPath})`),
);
process.on("SIGTERM", () => server.close(() => close().then(() => process.exit(0))));
