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
