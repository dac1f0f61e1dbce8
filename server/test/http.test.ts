/** Cross-cutting HTTP: JSON 404s, cache hints, compression, security headers. */
import http from "node:http";
import zlib from "node:zlib";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe("http", () => {
  test("unknown /api paths answer JSON 404", async () => {
    const r = await s.rest("GET", "/api/nothing-here");
    expect(r.status).toBe(404);
    expect(r.body.message).toBeTruthy();
  });

  test("public catalogue queries carry cache hints; private ones say no-store", async () => {
    const pub = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ buses { id } settings { email } }" }),
    });
    expect(pub.headers.get("cache-control")).toContain("public, max-age=60");
    const admin = await s.login();
    const priv = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(priv.headers.get("cache-control")).toBe("private, no-store");
  });

  test("answers are compressed for clients that accept it (brotli, else gzip), and plain otherwise", async () => {
    const get = (encoding?: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const query = encodeURIComponent(
          "{ buses { id name description features images } destinations { name description } }",
        );
        http
          .get(
            `${s.url}/graphql?query=${query}`,
            {
              headers: {
                accept: "application/json",
                "apollo-require-preflight": "true",
                ...(encoding ? { "accept-encoding": encoding } : {}),
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res
                .on("data", (c: Buffer) => chunks.push(c))
                .on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
            },
          )
          .on("error", reject);
      });
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data.buses.length).toBeGreaterThan(0);
    const br = await get("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await get("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  test("security headers are set", async () => {
    const r = await fetch(`${s.url}/healthz`);
    expect(r.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
