/**
 * A public read already in the cache is answered by the fast path in front of
 * Express, with the same headers the middleware stack gives it (security headers, CORS, cache
 * control, ETag, Vary, request id) and the same log line.
 */
import { once } from "node:events";
import { startServer, type TestServer } from "./harness";
import { serverOnOwnDatabase } from "./fixtures/processes";

const PARTNER = "https://partner.example";
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ CORS_ORIGINS: PARTNER });
});
afterAll(() => s.close());

const BUSES = JSON.stringify({ query: "{ buses { id name capacity status description features images } }" });

async function call(method: string, p: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(s.url + p, {
    method,
    body,
    headers: { "accept-encoding": "identity", ...(body ? { "content-type": "application/json" } : {}), ...headers },
  });
  return { status: res.status, headers: new Map(res.headers), body: await res.text() };
}

/** Every header but the two that differ per answer by nature. */
const comparable = (h: Map<string, string>) =>
  Object.fromEntries([...h].filter(([name]) => name !== "date" && name !== "x-request-id").sort());

describe("the fast path answers like the middleware stack", () => {
  const cases: Array<[string, string, string | undefined, Record<string, string>]> = [
    ["GET", "/api/buses", undefined, {}],
    ["GET", "/api/buses", undefined, { origin: PARTNER }],
    ["GET", "/api/buses", undefined, { origin: "https://elsewhere.example" }],
    ["POST", "/graphql", BUSES, {}],
    ["POST", "/graphql", BUSES, { origin: PARTNER, accept: "application/graphql-response+json" }],
    ["POST", "/graphql", BUSES, { accept: "application/json" }],
  ];
  test.each(cases)(
    "%s %s %s %j: same status, headers and body as the answer through Express",
    async (m, p, body, h) => {
      s.app.reads.invalidate();
      const viaExpress = await call(m, p, h, body);
      const hits = s.app.reads.hits;
      const viaFastPath = await call(m, p, h, body);
      expect(s.app.reads.hits).toBe(hits + 1); // the second one came from the fast path
      expect(viaFastPath.status).toBe(viaExpress.status);
      expect(comparable(viaFastPath.headers)).toEqual(comparable(viaExpress.headers));
      expect(viaFastPath.body).toBe(viaExpress.body);
      expect(viaFastPath.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(viaFastPath.headers.get("x-request-id")).not.toBe(viaExpress.headers.get("x-request-id"));
      // The headers a browser relies on are there (not just equal).
      expect(viaFastPath.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
      expect(viaFastPath.headers.get("x-frame-options")).toBe("DENY");
      expect(viaFastPath.headers.get("etag")).toBeTruthy();
      expect(viaFastPath.headers.get("access-control-allow-origin") ?? null).toBe(
        h.origin === PARTNER ? PARTNER : null,
      );
    },
  );

  test("a 304 from the fast path carries the answer's headers", async () => {
    const first = await call("GET", "/api/buses", {});
    const etag = first.headers.get("etag")!;
    const again = await call("GET", "/api/buses", { "if-none-match": etag, "x-request-id": "revalidate-1" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("x-request-id")).toBe("revalidate-1");
    const { "content-length": _a, ...expected } = comparable(first.headers);
    const { "content-length": _b, ...got } = comparable(again.headers);
    expect(got).toEqual(expected);
  });

  test("compressed answers from the fast path decode to the same body", async () => {
    const plain = await call("GET", "/api/buses", {});
    await s.app.reads.compressed();
    for (const encoding of ["gzip", "br"]) {
      const res = await fetch(`${s.url}/api/buses`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toBe(plain.body);
    }
  });

  test("requests with a token, a cookie, or a mutation take the normal path", async () => {
    await call("GET", "/api/buses", {});
    const hits = s.app.reads.hits;
    const { token } = await s.login();
    expect((await call("GET", "/api/buses", { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await call("GET", "/api/buses", { cookie: "session=1" })).status).toBe(200);
    const mutation = JSON.stringify({ query: `mutation { logout(refreshToken: "x") }` });
    await call("POST", "/graphql", {}, mutation);
    await call("POST", "/graphql", {}, mutation);
    expect(s.app.reads.hits).toBe(hits);
    // A broken JSON body still answers 400 from the stack, the same as before the fast path.
    expect((await call("POST", "/graphql", {}, "{not json")).status).toBe(400);
  });
});

test("an answer from the fast path is logged with the same line as one through Express", async () => {
  const {
    child: server,
    url: base,
    output,
    drop,
  } = await serverOnOwnDatabase("fastlog", {
    LOG_LEVEL: "info",
    JWT_SECRET: "fast-path-secret-fast-path-secret-fast-path",
  });
  try {
    for (const id of ["rest-1", "rest-2"])
      await (
        await fetch(`${base}/api/buses?token=secret-token`, { headers: { "x-request-id": id, "user-agent": "ua/1" } })
      ).text();
    for (const id of ["gql-1", "gql-2"])
      await (
        await fetch(`${base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-request-id": id, "user-agent": "ua/1" },
          body: BUSES,
        })
      ).text();
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
    const lines = output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, any>);
    const line = (id: string) => lines.find((l) => l.req?.id === id)!;
    const shape = (l: Record<string, any>) => ({ ...l, time: 0, responseTime: 0, req: { ...l.req, id: 0 } });
    for (const [viaExpress, viaFastPath] of [
      ["rest-1", "rest-2"],
      ["gql-1", "gql-2"],
    ]) {
      expect(line(viaExpress)).toBeDefined();
      expect(Object.keys(line(viaFastPath))).toEqual(Object.keys(line(viaExpress)));
      expect(shape(line(viaFastPath))).toEqual(shape(line(viaExpress)));
    }
    expect(line("rest-2")).toMatchObject({
      msg: "request completed",
      res: { statusCode: 200 },
      req: { userAgent: "ua/1" },
    });
    expect(output()).not.toContain("secret-token");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    await drop();
  }
});
