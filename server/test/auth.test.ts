/** Accounts and tokens through GraphQL: login, register, expired and forged tokens, refresh rotation, logout. */
import jwt from "jsonwebtoken";
import { ADMIN, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe("auth", () => {
  test("admin logs in with e-mail and reads me", async () => {
    const auth = await s.login();
    expect(auth.role).toBe("admin");
    const me = await s.gql(`{ me { email role } }`, {}, auth.token);
    expect(me.data.me).toEqual({ email: ADMIN.login, role: "admin" });
  });

  test("register creates a user (never an admin) who can log in by username", async () => {
    const r = await s.gql(
      `mutation($i: RegisterInput!) { register(input: $i) { token refreshToken role name username } }`,
      {
        i: {
          name: "Ravi Kumar",
          email: "Ravi@Example.com",
          mobileNo: "+91 98390 11111",
          username: "ravi",
          password: "secret-pass",
        },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.register).toMatchObject({ role: "user", name: "Ravi Kumar", username: "ravi" });
    const byUsername = await s.login("RAVI", "secret-pass");
    expect(byUsername.role).toBe("user");
    const byEmail = await s.login("ravi@example.com", "secret-pass");
    expect(byEmail.role).toBe("user");
    const dup = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
      i: {
        name: "Other",
        email: "ravi@EXAMPLE.com",
        mobileNo: "+91 98390 22222",
        username: "ravi2",
        password: "secret-pass",
      },
    });
    expect(dup.errors?.[0].message).toBe("An account with this email already exists.");
  });

  test("register rejects bad input with a clear message", async () => {
    const r = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
      i: { name: "X", email: "not-an-email", mobileNo: "1", username: "xx", password: "short" },
    });
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toBe("Please enter a valid email address.");
  });

  test("a wrong password is refused", async () => {
    const r = await s.gql(
      `mutation { login(input: { login: "${ADMIN.login}", password: "wrong-password" }) { token } }`,
    );
    expect(r.errors?.[0]).toMatchObject({
      message: "Invalid email/username or password.",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  test("an expired access token answers 'Token has expired'", async () => {
    const auth = await s.login();
    const expired = jwt.sign(
      { role: "admin", name: "Admin", exp: Math.floor(Date.now() / 1000) - 10 },
      s.config.jwtSecret,
      {
        subject: auth.userId,
        issuer: s.config.jwtIssuer,
        audience: s.config.jwtAudience,
      },
    );
    const r = await s.gql(`{ me { id } }`, {}, expired);
    expect(r.errors?.[0]).toMatchObject({ message: "Token has expired", extensions: { code: "UNAUTHENTICATED" } });
  });

  test("a token signed with another secret or algorithm is refused", async () => {
    const forged = jwt.sign({ role: "admin", name: "X" }, "another-secret-another-secret-1234", {
      subject: "x",
      issuer: s.config.jwtIssuer,
      audience: s.config.jwtAudience,
    });
    const r = await s.gql(`{ bookings { id } }`, {}, forged);
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const none = jwt.sign({ role: "admin", sub: "x", iss: s.config.jwtIssuer, aud: s.config.jwtAudience }, "", {
      algorithm: "none",
    });
    const r2 = await s.gql(`{ bookings { id } }`, {}, none);
    expect(r2.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("refreshToken rotates; a spent token revokes its family", async () => {
    const first = await s.login();
    const R = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken role } }`;
    const second = await s.gql(R, { t: first.refreshToken });
    expect(second.data.refreshToken.refreshToken).not.toBe(first.refreshToken);
    const me = await s.gql(`{ me { role } }`, {}, second.data.refreshToken.token);
    expect(me.data.me.role).toBe("admin");
    // replaying the spent one fails and kills the rotated one too
    const replay = await s.gql(R, { t: first.refreshToken });
    expect(replay.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const third = await s.gql(R, { t: second.data.refreshToken.refreshToken });
    expect(third.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("logout revokes the refresh token", async () => {
    const a = await s.login();
    const out = await s.gql(`mutation($t: String) { logout(refreshToken: $t) }`, { t: a.refreshToken });
    expect(out.data.logout).toBe(true);
    const r = await s.gql(`mutation($t: String!) { refreshToken(refreshToken: $t) { token } }`, { t: a.refreshToken });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
