/**
 * Structured logs (pino): a real server process at LOG_LEVEL=info. One JSON line per request with its
 * request id, a line for every auth event and authorization refusal, and no token, password or full
 * e-mail address anywhere in the output.
 */
import { once } from "node:events";
import { serverOnOwnDatabase } from "./fixtures/processes";

test("requests and auth events are logged, secrets never", async () => {
  const {
    child: server,
    url: base,
    output,
    drop,
  } = await serverOnOwnDatabase("logs", {
    LOG_LEVEL: "info",
    JWT_SECRET: "logs-secret-logs-secret-logs-secret-logs",
  });
  const json = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(base + p, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: r.status, headers: r.headers, body: (await r.json()) as any };
  };
  try {
    const secrets: string[] = [];
    const email = "log.tester.unique@example.com";
    const password = "Saffron-Boat-Ride-77";
    const reg = await json(
      "/api/auth/register",
      { name: "Log Tester", email, mobileNo: "+91 90000 66666", username: "logtester", pswd: password },
      { "x-request-id": "req-register-1" },
    );
    expect(reg.status).toBe(201);
    expect(reg.headers.get("x-request-id")).toBe("req-register-1");
    secrets.push(reg.body.token, reg.body.refreshToken);
    const bad = await json("/api/auth/login", { login: email, pswd: "Wrong-Password-123" });
    expect(bad.status).toBe(401);
    const ok = await json("/graphql", {
      query: `mutation($i: LoginInput!) { login(input: $i) { token refreshToken } }`,
      variables: { i: { login: email, password } },
    });
    secrets.push(ok.body.data.login.token, ok.body.data.login.refreshToken);
    // Refresh reuse: rotate once, then present the spent token again.
    const R = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
    const rotated = await json("/graphql", { query: R, variables: { t: ok.body.data.login.refreshToken } });
    secrets.push(rotated.body.data.refreshToken.token, rotated.body.data.refreshToken.refreshToken);
    await json("/graphql", { query: R, variables: { t: ok.body.data.login.refreshToken } });
    await json("/graphql", {
      query: `mutation($e: String!) { requestPasswordReset(email: $e) }`,
      variables: { e: email },
    });
    // Authorization refusals: a customer on an admin route, a guest on a user route.
    expect(
      (await fetch(`${base}/api/bookings`, { headers: { authorization: `Bearer ${reg.body.token}` } })).status,
    ).toBe(403);
    expect((await fetch(`${base}/api/auth/user/auth-test`)).status).toBe(401);
    await fetch(`${base}/api/buses?token=${reg.body.token}&email=${encodeURIComponent(email)}`);
    // WhatsApp's verification carries its verify token in the query: blanked like every other token.
    const verifyToken = "Verify-Token-Never-Logged-7731";
    secrets.push(verifyToken);
    await fetch(`${base}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1`);

    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
    const lines = output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l));
    const events = lines.map((l) => l.event).filter(Boolean);
    expect(events).toEqual(
      expect.arrayContaining([
        "register.ok",
        "login.failed",
        "login.ok",
        "refresh.reuse_detected",
        "reset.requested",
        "authz.role_mismatch",
        "authz.unauthenticated",
      ]),
    );
    const register = lines.find((l) => l.req?.id === "req-register-1");
    expect(register).toMatchObject({ req: { method: "POST", url: "/api/auth/register" }, res: { statusCode: 201 } });
    expect(lines.find((l) => l.event === "login.failed")).toMatchObject({ login: "lo***@example.com" });
    for (const secret of [...secrets, password, email, "Wrong-Password-123"]) expect(output()).not.toContain(secret);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    await drop();
  }
}, 90_000);
