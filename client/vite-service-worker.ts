import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/**
 * Emits /sw.js, the site's service worker, with the list of files the first screen needs (the entry
 * chunk, its CSS, the preloaded fonts, the icon and the home page), precached on install; then:
 * public pages network-first with the last copy kept for offline use (never one sent `no-store`, such as
 * a customer's quote page), hashed assets cache-first,
 * artwork and uploaded photos stale-while-revalidate. Private pages and the API are never cached.
 * (The same strategies Workbox offers, in 60 lines, because vite-plugin-pwa does not support Vite 8.)
 */
export function serviceWorker(): Plugin {
  let site = false;
  return {
    name: "service-worker",
    apply: "build",
    configResolved(config) {
      site = config.mode !== "playground" && !config.build.ssr; // the playground's and the server's builds have no site
    },
    generateBundle(_options, bundle) {
      if (!site) return;
      const files = Object.values(bundle);
      const initial = files
        .filter(
          (f) =>
            (f.type === "chunk" && f.isEntry) ||
            (f.type === "asset" &&
              /\.(css|woff2)$/.test(f.fileName) &&
              // Hindi's font is fetched by Hindi pages only, not precached for every visitor.
              !/graphiql|devanagari/.test(f.fileName)),
        )
        .map((f) => "/" + f.fileName);
      const precache = ["/", "/boot.js", "/favicon.svg", "/manifest.webmanifest", "/art/hero.svg", ...initial];
      const version = createHash("sha1").update(precache.join()).digest("hex").slice(0, 10);
      this.emitFile({ type: "asset", fileName: "sw.js", source: worker(version, precache) });
    },
  };
}

const worker = (version: string, precache: string[]) => `// Generated at build time by client/vite-service-worker.ts
const SHELL = "kct-shell-${version}", PAGES = "kct-pages", MEDIA = "kct-media";
const PRECACHE = ${JSON.stringify(precache)};
const PRIVATE = /^(\\/hi)?\\/(admin|dashboard|d)(\\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("kct-shell-") && k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // A page sent "no-store" (a customer's quote, anything personal) is never kept on the device.
    if (response.ok && !/no-store/.test(response.headers.get("cache-control") || ""))
      cache.put(request, response.clone()).then(() => trim(cache, 60));
    else cache.delete(request);
    return response;
  } catch (error) {
    return (await cache.match(request)) || (await caches.match("/")) || Promise.reject(error);
  }
}
async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) (await caches.open(SHELL)).put(request, response.clone());
  return response;
}
async function staleWhileRevalidate(request) {
  const cache = await caches.open(MEDIA);
  const hit = await cache.match(request);
  const fresh = fetch(request).then((response) => {
    if (response.ok) cache.put(request, response.clone()).then(() => trim(cache, 120));
    return response;
  });
  return hit || fresh;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (!PRIVATE.test(url.pathname)) event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
  else if (/^\\/(art|uploads)\\//.test(url.pathname) || ["/favicon.svg", "/boot.js"].includes(url.pathname)) event.respondWith(staleWhileRevalidate(request));
});
`;
