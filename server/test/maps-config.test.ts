import { startServer } from "./harness";

test("without MAPS_API_KEY the browser gets no key and the CSP allows no maps host", async () => {
  const s = await startServer();
  try {
    const r = await s.gql(`{ clientConfig { mapsApiKey } }`);
    expect(r.data.clientConfig.mapsApiKey).toBeNull();
    const page = await fetch(`${s.url}/healthz`);
    expect(page.headers.get("content-security-policy")).not.toContain("maps.googleapis.com");
  } finally {
    await s.close();
  }
});

test("with MAPS_API_KEY the browser gets the key and the CSP allows the maps service's script", async () => {
  const s = await startServer({ MAPS_API_KEY: "test-maps-key" });
  try {
    const r = await s.gql(`{ clientConfig { mapsApiKey } }`);
    expect(r.data.clientConfig.mapsApiKey).toBe("test-maps-key");
    const page = await fetch(`${s.url}/healthz`);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com/);
  } finally {
    await s.close();
  }
});

test("the browser's image rules are the server's own: the bus form accepts exactly the URLs the API accepts", async () => {
  const s = await startServer();
  try {
    const r = await s.gql(`{ clientConfig { imageUrlPattern maxUploadBytes } }`);
    const pattern = new RegExp(r.data.clientConfig.imageUrlPattern, "i");
    expect(r.data.clientConfig.maxUploadBytes).toBe(5 * 1024 * 1024);
    expect([pattern.test("https://example.com/a.png"), pattern.test("ftp://example.com/a.png")]).toEqual([true, false]);
    const admin = await s.login();
    for (const url of [
      "https://example.com/a.png",
      "http://x.in/b.JPEG?w=2",
      "ftp://example.com/a.png",
      "https://example.com/a.png x",
      "https://example.com/a.svg",
    ]) {
      const saved = await s.gql(
        `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
        {
          i: {
            name: `Rule ${url}`,
            capacity: 10,
            status: "Available",
            description: "d",
            features: ["AC"],
            lastMaintenance: "2026-01-01",
            images: [url],
          },
        },
        admin.token,
      );
      expect({ url, browser: pattern.test(url), server: !saved.errors }).toEqual({
        url,
        browser: pattern.test(url),
        server: pattern.test(url),
      });
    }
  } finally {
    await s.close();
  }
});
