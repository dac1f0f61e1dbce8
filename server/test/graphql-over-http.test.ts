/**
 * GraphQL over HTTP as the spec says, the shared read cache included. The
 * graphql-http audit suite runs against the real server; a cached answer keeps the media type each
 * client asked for.
 */
import { auditServer } from "graphql-http";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

async function post(query: string, accept: string) {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    vary: res.headers.get("vary"),
    body: await res.json(),
  };
}

test("the graphql-http server audit reports no error, with the read cache in front of Apollo", async () => {
  // Twice: the second pass meets answers the first one left in the cache.
  for (let pass = 0; pass < 2; pass++) {
    const results = await auditServer({ url: `${s.url}/graphql` });
    const errors = results
      .filter((r) => r.status === "error")
      .map((r) => `${r.name}: ${"reason" in r ? r.reason : ""}`);
    expect(errors).toEqual([]);
  }
});

test("a cached answer is served in the media type each client asks for, and Vary names Accept", async () => {
  const query = "{ buses { id name } }";
  for (let round = 0; round < 2; round++) {
    // The order of the two clients alternates: each one's answer may be the one stored.
    const order =
      round === 0
        ? ["application/graphql-response+json", "application/json"]
        : ["application/json", "application/graphql-response+json"];
    for (const accept of order) {
      const hits = s.app.reads.hits;
      const first = await post(query, accept);
      const second = await post(query, accept);
      expect(first.status).toBe(200);
      expect(first.type).toMatch(new RegExp(`^${accept.replace("+", "\\+")}\\b`));
      expect(second.type).toBe(first.type);
      expect(second.body).toEqual(first.body);
      expect(second.vary?.split(/\s*,\s*/)).toContain("Accept");
      expect(first.vary?.split(/\s*,\s*/)).toContain("Accept");
      expect(s.app.reads.hits).toBeGreaterThan(hits); // the second one came from the cache
    }
  }
  // `{ __typename }` as in the issue: the first client's media type never reaches the second.
  expect((await post("{ __typename }", "application/graphql-response+json")).type).toMatch(
    /^application\/graphql-response\+json/,
  );
  expect((await post("{ __typename }", "application/json")).type).toMatch(/^application\/json/);
});
