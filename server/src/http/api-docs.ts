import fs from "node:fs";
import path from "node:path";
import { Router } from "express";

/**
 * Scalar's browser bundle, from npm (no CDN): the reference works offline and under the site's CSP.
 * The build copies it beside this file (server/scripts/vendor-api-docs.mjs); from sources it is read from the package.
 */
const bundle = () => {
  const built = path.join(__dirname, "scalar.js");
  return fs.existsSync(built)
    ? built
    : path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
};

/** Scalar's settings: no web fonts from its CDN, no hosted client, telemetry, AI agent or MCP buttons. */
const SETTINGS = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
};

// No inline script (the CSP allows scripts from this origin only): the bundle reads its settings from
// the #api-reference element; "Try it" calls this server directly.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kashi Coach Tours REST API</title>
</head>
<body>
  <script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(SETTINGS)}'></script>
  <script src="/api/docs/scalar.js"></script>
</body>
</html>
`;

/** GET /api/docs: a browsable reference of the REST API, rendered from /api/openapi.json. */
export function apiDocsRouter(): Router {
  const router = Router();
  const scalar = bundle();
  router.get("/", (_req, res) => void res.set("Cache-Control", "no-cache").type("html").send(PAGE));
  // The bundle only changes with the installed package.
  router.get("/scalar.js", (_req, res) => res.sendFile(scalar, { maxAge: "1d" }));
  return router;
}
