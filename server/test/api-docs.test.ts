/** The browsable REST reference at /api/docs: Scalar's bundle served from npm, no CDN, no inline script. */
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

test("the page points Scalar at /api/openapi.json and loads its script from this server only", async () => {
  const r = await fetch(`${s.url}/api/docs`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("text/html");
  const html = await r.text();
  expect(html).toContain('data-url="/api/openapi.json"');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.map(([, attrs]) => attrs.match(/src="([^"]+)"/)?.[1]).filter(Boolean)).toEqual([
    "/api/docs/scalar.js",
  ]);
  for (const [, , body] of scripts) expect(body.trim()).toBe(""); // the CSP allows no inline script
  expect(html).not.toMatch(/https?:\/\//);
  expect(r.headers.get("content-security-policy")).toContain("script-src 'self'");
});

test("the bundle is served as JavaScript from the installed package", async () => {
  const r = await fetch(`${s.url}/api/docs/scalar.js`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("javascript");
  expect(r.headers.get("cache-control")).toContain("max-age=86400");
  expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
});
