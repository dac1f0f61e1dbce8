import { jest } from "@jest/globals";
import { freshAccessToken, secondsLeft, withSession } from "../src/app/authorized";
import { downloadWithToken } from "../src/app/download";
import { setOnSessionExpired } from "../src/app/refresh";

/** An unsigned JWT whose `exp` is `inSeconds` from now (the client only reads the payload). */
const jwt = (inSeconds: number) =>
  ["e30", btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds })).replace(/=+$/, ""), "sig"].join(".");

type Call = { url: string; authorization?: string; body?: string };

/** A fake server: the refresh mutation answers `refreshed` (or refuses), the download answers 401 to `expired`. */
function fakeFetch(opts: { expired: string; refreshed: string | null }) {
  const calls: Call[] = [];
  const impl = async (url: unknown, init?: { headers?: Record<string, string>; body?: string }) => {
    calls.push({ url: String(url), authorization: init?.headers?.authorization, body: init?.body });
    if (String(url).includes("graphql")) {
      const ok = opts.refreshed
        ? { data: { refreshToken: { token: opts.refreshed, refreshToken: "r2" } } }
        : { data: null };
      return { json: async () => ok } as Response;
    }
    const status = init?.headers?.authorization === `Bearer ${opts.expired}` ? 401 : 200;
    return { status, ok: status === 200, blob: async () => new Blob(["a,b"]) } as Response;
  };
  global.fetch = jest.fn(impl) as unknown as typeof fetch;
  return calls;
}

let expired: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  expired = jest.fn();
  setOnSessionExpired(expired as () => void);
  URL.createObjectURL = () => "blob:x";
  URL.revokeObjectURL = () => {};
});

test("a download refused with 401 renews the token once and is sent again with the new one", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "r1");
  const calls = fakeFetch({ expired: "old", refreshed: "new" });
  await downloadWithToken("/exports/bookings.csv", "b.csv");
  expect(calls.map((c) => [c.url.replace(/^.*\/graphql$/, "graphql"), c.authorization])).toEqual([
    ["/exports/bookings.csv", "Bearer old"],
    ["graphql", undefined],
    ["/exports/bookings.csv", "Bearer new"],
  ]);
  expect(localStorage.getItem("token")).toBe("new");
  expect(expired).not.toHaveBeenCalled();
});

test("when the token cannot be renewed the session ends and the download fails", async () => {
  localStorage.setItem("token", "old");
  localStorage.setItem("refreshToken", "spent");
  fakeFetch({ expired: "old", refreshed: null });
  await expect(downloadWithToken("/invoices/1.pdf", "i.pdf")).rejects.toThrow("401");
  expect(expired).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem("token")).toBeNull();
});

test("a guest's request is sent once, without a token and without a refresh", async () => {
  const send = jest.fn(async (token: string | null) => ({ status: 401, token }));
  expect(await withSession(send)).toEqual({ status: 401, token: null });
  expect(send).toHaveBeenCalledTimes(1);
});

test("secondsLeft reads a JWT's expiry and ignores what is not a JWT", () => {
  expect(secondsLeft(jwt(600))).toBeGreaterThan(590);
  expect(secondsLeft(jwt(-5))).toBeLessThan(0);
  expect(secondsLeft("not-a-jwt")).toBeNull();
});

test("the subscription socket connects with a renewed token when the stored one has expired", async () => {
  localStorage.setItem("token", jwt(-60));
  localStorage.setItem("refreshToken", "r1");
  fakeFetch({ expired: "", refreshed: "renewed" });
  expect(await freshAccessToken()).toBe("renewed");
  const valid = jwt(600);
  localStorage.setItem("token", valid);
  expect(await freshAccessToken()).toBe(valid);
});
