import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";

/** The built client: hashed assets cached for a year, everything else falls back to index.html (SPA). */
export function clientRouter(dist: string): Router {
  const router = Router();
  const index = path.join(dist, "index.html");
  // Checked per request, so a client built after the server started is served without a restart.
  router.use((_req, res, next) => {
    if (fs.existsSync(index)) return next();
    res.status(503).type("text/plain").send("The client is not built yet: run `npm run build` (npm start does this for you).");
  });
  router.use(
    "/assets",
    express.static(path.join(dist, "assets"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
  );
  router.use(express.static(dist, { index: false, maxAge: "1h" }));
  router.get("/{*splat}", (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.set("Cache-Control", "no-cache").sendFile(index);
  });
  return router;
}

export function graphiqlPage(dist: string): string | undefined {
  const file = path.join(dist, "graphiql.html");
  return fs.existsSync(file) ? file : undefined;
}
