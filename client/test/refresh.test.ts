import { jest } from "@jest/globals";
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, execute, InMemoryCache, ServerError } from "@apollo/client";
import { parse } from "graphql";
import { Observable } from "rxjs";
import { authLink, createApolloClient, refreshLink, SERVER_DATA_MS } from "../src/app/apollo";
import { setOnSessionExpired } from "../src/app/refresh";

const QUERY = parse("query Me { me { id } }");
const LOGIN = parse('mutation Login { login(input: { login: "a", password: "b" }) { token } }');

/**
 * A fake server behind the real error -> auth links. It answers from `responses` in turn and
 * records the Authorization header of every request it sees.
 */
function fakeServer(responses: Array<"unauth" | "http401" | "ok">, onRequest?: (n: number) => void) {
  const seen: Array<string | undefined> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((o) => {
        seen.push((operation.getContext().headers as Record<string, string> | undefined)?.authorization);
        onRequest?.(seen.length);
        const r = responses[Math.min(seen.length - 1, responses.length - 1)];
        if (r === "http401") {
          o.error(
            new ServerError("Response not successful: Received status code 401", {
              response: { status: 401, headers: new Headers() } as never,
              bodyText: "{}",
            }),
          );
          return;
        }
        if (r === "ok") o.next({ data: { me: { id: "1" } } });
        else o.next({ errors: [{ message: "Token has expired", extensions: { code: "UNAUTHENTICATED" } }] });
        o.complete();
      }),
  );
  return { link: ApolloLink.from([refreshLink, authLink, link]), seen };
}

function run(link: ApolloLink, query = QUERY) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return new Promise<{ data?: unknown; error?: unknown }>((resolve) => {
    execute(link, { query }, { client }).subscribe({
      next: (v) => (v.errors ? resolve({ error: new CombinedGraphQLErrors(v) }) : resolve({ data: v.data })),
      error: (e) => resolve({ error: e }),
    });
  });
}

/** A fake fetch for the refresh mutation; `answer` null means the server refused the refresh token. */
function fakeRefresh(answer: { token: string; refreshToken: string } | null, delayMs = 0) {
  const fn = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    await new Promise((r) => setTimeout(r, delayMs));
    const body = JSON.parse(init?.body ?? "{}") as { variables?: { t?: string } };
    fn.sentRefreshTokens.push(body.variables?.t);
    return {
      json: async () =>
        answer ? { data: { refreshToken: answer } } : { errors: [{ message: "Invalid or expired refresh token." }] },
    };
  }) as jest.Mock<(url: unknown, init?: { body?: string }) => Promise<unknown>> & {
    sentRefreshTokens: Array<string | undefined>;
  };
  fn.sentRefreshTokens = [];
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

let expired: jest.Mock<() => void>;
beforeEach(() => {
  localStorage.clear();
  expired = jest.fn();
  setOnSessionExpired(expired);
});

test("UNAUTHENTICATED: one refresh with the stored refresh token, both tokens stored, the request replayed once with the new token", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const server = fakeServer(["unauth", "ok"]);
  const result = await run(server.link);
  expect(result.data).toEqual({ me: { id: "1" } });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(refresh.sentRefreshTokens).toEqual(["r1"]);
  expect(server.seen).toEqual(["Bearer old", "Bearer new"]);
  expect(localStorage.getItem("token")).toBe("new");
  expect(localStorage.getItem("refreshToken")).toBe("r2");
  expect(expired).not.toHaveBeenCalled();
});

test("an HTTP 401 is treated like UNAUTHENTICATED", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const server = fakeServer(["http401", "ok"]);
  expect((await run(server.link)).data).toEqual({ me: { id: "1" } });
  expect(refresh).toHaveBeenCalledTimes(1);
});

test("requests refused at the same time share one refresh", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" }, 20);
  const a = fakeServer(["unauth", "ok"]);
  const b = fakeServer(["unauth", "ok"]);
  const c = fakeServer(["unauth", "ok"]);
  const results = await Promise.all([run(a.link), run(b.link), run(c.link)]);
  expect(results.map((r) => r.data)).toEqual([{ me: { id: "1" } }, { me: { id: "1" } }, { me: { id: "1" } }]);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect([a.seen[1], b.seen[1], c.seen[1]]).toEqual(["Bearer new", "Bearer new", "Bearer new"]);
});

test("a request refused after another tab already refreshed is replayed without spending the refresh token again", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "never", refreshToken: "never" });
  // The other tab stores its new tokens while this request is on the wire.
  const server = fakeServer(["unauth", "ok"], (n) => {
    if (n === 1) {
      localStorage.setItem("token", "fromOtherTab");
      localStorage.setItem("refreshToken", "r2");
    }
  });
  expect((await run(server.link)).data).toEqual({ me: { id: "1" } });
  expect(refresh).not.toHaveBeenCalled();
  expect(server.seen).toEqual(["Bearer old", "Bearer fromOtherTab"]);
});

test("a refused refresh clears token, refreshToken and role and goes to /login", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  localStorage.setItem("role", "user");
  localStorage.setItem("name", "Asha");
  fakeRefresh(null);
  const server = fakeServer(["unauth"]);
  const result = await run(server.link);
  expect(result.error).toBeTruthy();
  expect(server.seen).toHaveLength(1);
  expect(expired).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem("token")).toBeNull();
  expect(localStorage.getItem("refreshToken")).toBeNull();
  expect(localStorage.getItem("role")).toBeNull();
});

test("no refresh token: no refresh call; the session's tokens go and the user is sent to /login", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("role", "admin");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const result = await run(fakeServer(["unauth"]).link);
  expect(result.error).toBeTruthy();
  expect(refresh).not.toHaveBeenCalled();
  expect(expired).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem("token")).toBeNull();
  expect(localStorage.getItem("role")).toBeNull();
});

test("a replayed request that is refused again is not refreshed a second time", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const server = fakeServer(["unauth", "unauth"]);
  const result = await run(server.link);
  expect(result.error).toBeTruthy();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(server.seen).toHaveLength(2);
});

test("a guest (no token at all) gets the error as it is", async () => {
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const result = await run(fakeServer(["unauth"]).link);
  expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
  expect(refresh).not.toHaveBeenCalled();
  expect(expired).not.toHaveBeenCalled();
});

test("a refused login is the answer itself, never a reason to refresh", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const refresh = fakeRefresh({ token: "new", refreshToken: "r2" });
  const result = await run(fakeServer(["unauth"]).link, LOGIN);
  expect(result.error).toBeTruthy();
  expect(refresh).not.toHaveBeenCalled();
  expect(localStorage.getItem("token")).toBe("old");
});

describe("a server-rendered page's data", () => {
  afterEach(() => jest.useRealTimers());

  test("read from the page while it starts: until the first tap, key or replayed tap, or SERVER_DATA_MS", () => {
    jest.useFakeTimers();
    const served = createApolloClient({ ROOT_QUERY: { __typename: "Query" } });
    expect(served.prioritizeCacheValues).toBe(true);
    window.dispatchEvent(new Event("pointerdown"));
    expect(served.prioritizeCacheValues).toBe(false);

    const idle = createApolloClient({ ROOT_QUERY: { __typename: "Query" } });
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(idle.prioritizeCacheValues).toBe(false);

    // The replay of a tap made before the script ran (app/capture.ts) is a click without a pointerdown.
    const replayed = createApolloClient({ ROOT_QUERY: { __typename: "Query" } });
    document.body.click();
    expect(replayed.prioritizeCacheValues).toBe(false);

    const untouched = createApolloClient({ ROOT_QUERY: { __typename: "Query" } });
    jest.advanceTimersByTime(SERVER_DATA_MS - 1);
    expect(untouched.prioritizeCacheValues).toBe(true);
    jest.advanceTimersByTime(1);
    expect(untouched.prioritizeCacheValues).toBe(false);
  });

  test("a page drawn in the browser asks the server at once", () => {
    expect(createApolloClient().prioritizeCacheValues).toBe(false);
  });
});
