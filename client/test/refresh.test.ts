import { jest } from "@jest/globals";
import { ApolloLink, CombinedGraphQLErrors, execute } from "@apollo/client";
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { Observable } from "rxjs";
import { refreshLink } from "../src/app/apollo";
import { setOnSessionExpired } from "../src/app/refresh";

const QUERY = parse("query Me { me { id } }");

function terminal(responses: Array<"unauth" | "ok">) {
  let calls = 0;
  const link = new ApolloLink(() => new Observable((o) => {
    const r = responses[Math.min(calls++, responses.length - 1)];
    if (r === "ok") o.next({ data: { me: { id: "1" } } });
    else o.next({ errors: [{ message: "Token has expired", extensions: { code: "UNAUTHENTICATED" } }] });
    o.complete();
  }));
  return { link, calls: () => calls };
}

function run(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return new Promise<{ data?: unknown; error?: unknown }>((resolve) => {
    execute(link, { query: QUERY }, { client }).subscribe({
      next: (v) => (v.errors ? resolve({ error: new CombinedGraphQLErrors(v) }) : resolve({ data: v.data })),
      error: (e) => resolve({ error: e }),
    });
  });
}

beforeEach(() => localStorage.clear());

test("UNAUTHENTICATED: one refresh, new tokens stored, the request replayed once", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const fetchMock = jest.fn(async () => ({ json: async () => ({ data: { refreshToken: { token: "new", refreshToken: "r2" } } }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const server = terminal(["unauth", "ok"]);
  const result = await run(ApolloLink.from([refreshLink, server.link]));
  expect(result.data).toEqual({ me: { id: "1" } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(server.calls()).toBe(2);
  expect(localStorage.getItem("token")).toBe("new");
  expect(localStorage.getItem("refreshToken")).toBe("r2");
});

test("a failed refresh clears token, refreshToken and role and goes to /login", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  localStorage.setItem("role", "user");
  localStorage.setItem("name", "Asha");
  global.fetch = (async () => ({ json: async () => ({ errors: [{ message: "Invalid" }] }) })) as unknown as typeof fetch;
  const expired = jest.fn();
  setOnSessionExpired(expired);
  const server = terminal(["unauth"]);
  const result = await run(ApolloLink.from([refreshLink, server.link]));
  expect(result.error).toBeTruthy();
  expect(server.calls()).toBe(1);
  expect(expired).toHaveBeenCalled();
  expect(localStorage.getItem("token")).toBeNull();
  expect(localStorage.getItem("refreshToken")).toBeNull();
  expect(localStorage.getItem("role")).toBeNull();
});

test("a replayed request that is refused again is not refreshed a second time", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const fetchMock = jest.fn(async () => ({ json: async () => ({ data: { refreshToken: { token: "new", refreshToken: "r2" } } }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const server = terminal(["unauth", "unauth"]);
  const result = await run(ApolloLink.from([refreshLink, server.link]));
  expect(result.error).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(server.calls()).toBe(2);
});
