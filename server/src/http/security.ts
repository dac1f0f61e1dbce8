import type { IncomingMessage } from "node:http";
import cors from "cors";
import helmet from "helmet";

/**
 * A strict Content-Security-Policy: everything from this origin; nothing from other hosts by default;
 * no inline scripts but those of the built index.html, by their hashes (`inlineScripts`). The site may not be framed by anybody (`frame-ancestors 'none'`, `X-Frame-Options: DENY`);
 * HSTS only in production (a developer's http://localhost must keep working).
 */
export function securityHeaders(opts: {
  mapsEnabled: boolean;
  /** Razorpay Checkout (its keys set): its script, its frame and its calls. */
  paymentsEnabled?: boolean;
  production: boolean;
  inlineScripts?: (recheck?: boolean) => string[];
}) {
  const inline = opts.inlineScripts ?? (() => []);
  // API answers (JSON) run no script: they reuse the hashes last read instead of checking the built page each time.
  const api = (req: IncomingMessage) => /^\/(api\/|graphql(\?|$))/.test(req.url ?? "") && req.method !== "GET";
  const maps = opts.mapsEnabled ? ["https://maps.googleapis.com", "https://maps.gstatic.com"] : [];
  const checkout = opts.paymentsEnabled ? ["https://checkout.razorpay.com"] : [];
  const gateway = opts.paymentsEnabled ? ["https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [(req) => ["'self'", ...maps, ...checkout, ...inline(!api(req))].join(" ")],
        // styled-components and Monaco inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", ...maps, ...gateway],
        workerSrc: ["'self'", "blob:"],
        // The map embed is opt-in per visitor (clicked), see the client's MapEmbed.
        frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com", ...gateway.slice(0, 1), ...checkout],
      },
    },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: opts.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}

/** Whether CORS lets `origin` read answers (one of CORS_ORIGINS); the read cache's fast path asks the same. */
export const originAllowed = (origins: string[], origin: string | undefined): origin is string =>
  !!origin && origins.includes(origin);

/**
 * CORS for /api and /graphql: only the origins of CORS_ORIGINS (none by default, so browsers on other
 * sites cannot call the APIs with a visitor's credentials). Same-origin requests need no CORS at all.
 */
export function corsAllowList(origins: string[]) {
  return cors({
    origin: (origin, cb) => cb(null, originAllowed(origins, origin)),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: [
      "authorization",
      "content-type",
      "idempotency-key",
      "apollo-require-preflight",
      "x-apollo-operation-name",
    ],
    exposedHeaders: ["retry-after", "x-request-id"],
    maxAge: 600,
  });
}
