/** Public catalogue reads from a shared cache (ETag/304, compressed once, emptied by content changes); private data never. */
import zlib from "node:zlib";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const BUSES = `{ buses { id name capacity status description features images } }`;

async function gqlRaw(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe("public reads from the shared cache", () => {
  test("the GraphQL bus list is answered from the cache the second time, with the same data", async () => {
    const first = await gqlRaw(BUSES);
    expect(first.status).toBe(200);
    const hits = s.app.reads.hits;
    const second = await gqlRaw(BUSES);
    expect(s.app.reads.hits).toBe(hits + 1);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("cache-control")).toMatch(/^public/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  test("REST GET /api/buses carries an ETag and answers 304 to If-None-Match", async () => {
    const first = await s.rest("GET", "/api/buses");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const cached = await s.rest("GET", "/api/buses");
    expect(cached.headers.get("etag")).toBe(etag);
    const hits = s.app.reads.hits;
    const again = await s.rest("GET", "/api/buses", undefined, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(s.app.reads.hits).toBe(hits + 1); // answered by the cache, not by the route
    const full = await s.rest("GET", "/api/buses");
    expect(full.status).toBe(200);
    expect(full.body).toEqual(first.body);
  });

  test("a cached answer is sent in the encoding the client accepts, compressed once when stored", async () => {
    await s.rest("GET", "/api/buses");
    await s.app.reads.compressed(); // compressed once, in the background, after it was stored
    const res = await fetch(`${s.url}/api/buses`, { headers: { "accept-encoding": "br" } });
    // fetch decodes brotli itself: the body must still be the same JSON
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    const http = await import("node:http");
    const raw = await new Promise<Buffer>((resolve, reject) =>
      http.get(`${s.url}/api/buses`, { headers: { "accept-encoding": "gzip" } }, (r) => {
        expect(r.headers["content-encoding"]).toBe("gzip");
        const parts: Buffer[] = [];
        r.on("data", (c: Buffer) => parts.push(c))
          .on("end", () => resolve(Buffer.concat(parts)))
          .on("error", reject);
      }),
    );
    expect(JSON.parse(zlib.gunzipSync(raw).toString())).toEqual(body);
  });

  test("a public GET under /api/ that the cache does not keep is compressed all the same (the API reference's script)", async () => {
    const http = await import("node:http");
    const get = (encoding: string) =>
      new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http.get(`${s.url}/api/docs/scalar.js`, { headers: { "accept-encoding": encoding } }, (r) => {
          const parts: Buffer[] = [];
          r.on("data", (c: Buffer) => parts.push(c))
            .on("end", () => resolve({ headers: r.headers, body: Buffer.concat(parts) }))
            .on("error", reject);
        }),
      );
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(512 * 1024); // larger than any answer the cache keeps
    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    const br = await get("br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  test("a bus change empties the cache: both APIs show the new name at once", async () => {
    const before = await gqlRaw(BUSES);
    await s.rest("GET", "/api/buses");
    const bus = before.body.data.buses[0];
    const { token } = await s.login();
    const r = await s.gql(
      `mutation($id: ID!, $i: BusInput!) { updateBus(id: $id, input: $i) { id } }`,
      { id: bus.id, i: { name: "Renamed For Cache" } },
      token,
    );
    expect(r.errors).toBeUndefined();
    const gql = await gqlRaw(BUSES);
    expect(gql.body.data.buses.map((b: any) => b.name)).toContain("Renamed For Cache");
    const rest = await s.rest("GET", "/api/buses");
    expect(rest.body.map((b: any) => b.name)).toContain("Renamed For Cache");
  });

  test("a cached answer carries the request's own X-Request-Id, not the one of the answer that was stored", async () => {
    await s.rest("GET", "/api/buses", undefined, undefined, { "x-request-id": "first-one" });
    const hits = s.app.reads.hits;
    const again = await s.rest("GET", "/api/buses", undefined, undefined, { "x-request-id": "second-one" });
    expect(s.app.reads.hits).toBe(hits + 1);
    expect(again.headers.get("x-request-id")).toBe("second-one");
    const fresh = await s.rest("GET", "/api/buses");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("requests with a token are never answered from the shared cache, and their answers are never stored", async () => {
    const { token } = await s.login();
    await gqlRaw(BUSES);
    const hits = s.app.reads.hits;
    const authed = await gqlRaw(BUSES, { authorization: `Bearer ${token}` });
    expect(authed.status).toBe(200);
    const me = await gqlRaw(`{ me { id email } }`, { authorization: `Bearer ${token}` });
    expect(me.body.data.me.email).toBeDefined();
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    expect(s.app.reads.hits).toBe(hits);
    // The same private query without the token is not answered with the admin's data.
    const anon = await gqlRaw(`{ me { id email } }`);
    expect(anon.body.data?.me ?? null).toBeNull();
  });
});
