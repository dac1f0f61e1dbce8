/** Image uploads through GraphQL: content sniffing, the 5 MB limit, who may upload, how images are served. */
import { bookingInput, CREATE, firstBusIdOf, PNG } from "./fixtures/foundation";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const firstBusId = () => firstBusIdOf(s);

describe("uploads", () => {
  async function upload(file: Buffer, name: string, token?: string, preflight = true) {
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({ query: "mutation($file: Upload!) { uploadImage(file: $file) }", variables: { file: null } }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([file]), name);
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: {
        ...(preflight ? { "apollo-require-preflight": "true" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  test("an admin uploads a PNG; it is served with its type, nosniff and immutable caching", async () => {
    const admin = await s.login();
    const r = await upload(PNG, "dot.jpg", admin.token);
    expect(r.body.errors).toBeUndefined();
    const url: string = r.body.data.uploadImage;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const img = await fetch(s.url + url);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(img.headers.get("x-content-type-options")).toBe("nosniff");
    expect(img.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test("text dressed as an image is refused", async () => {
    const admin = await s.login();
    const r = await upload(Buffer.from("<script>alert(1)</script>"), "evil.png", admin.token);
    expect(r.body.errors?.[0]).toMatchObject({
      message: "Please select a valid image file.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  test("5 MB or more is refused", async () => {
    const admin = await s.login();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const r = await upload(big, "big.png", admin.token);
    expect(r.body.errors?.[0].message).toBe("Image size must be less than 5MB.");
  });

  test("guests and users cannot upload; uploads need the CSRF preflight header", async () => {
    expect((await upload(PNG, "a.png")).body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const user = (await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId() }) })).data.createBooking.auth;
    expect((await upload(PNG, "a.png", user.token)).body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await s.login();
    expect((await upload(PNG, "a.png", admin.token, false)).status).toBe(400);
  });
});
