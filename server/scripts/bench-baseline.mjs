/**
 * The minimal handler `npm run bench:api` measures the product against: node:http + pg, one SELECT of
 * the bus list per request, JSON out, nothing else (no cache). Env: DATABASE_URL, PORT.
 */
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const server = http.createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query(
      `SELECT id, name, capacity, status, description, features, images FROM buses ORDER BY capacity DESC, name ASC`,
    );
    const body = JSON.stringify(rows);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("baseline ready"));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
