import helmet from "helmet";

/** A strict Content-Security-Policy: everything from this origin; nothing from other hosts by default. */
export function securityHeaders(opts: { mapsEnabled: boolean }) {
  const maps = opts.mapsEnabled ? ["https://maps.googleapis.com", "https://maps.gstatic.com"] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...maps],
        // styled-components and Monaco inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", ...maps],
        workerSrc: ["'self'", "blob:"],
        // The map embed is opt-in per visitor (clicked), see the client's MapEmbed.
        frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}
