import fs from "node:fs";
import path from "node:path";
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { devanagariPreloads } from "./render";

export interface PageHandler {
  handle(req: Request, res: Response, next: NextFunction): void | Promise<void>;
}

/**
 * The built client: hashed assets cached for a year; a page is server-rendered by `pages` when it
 * can be (public routes), else index.html, which the browser draws (private routes).
 */
export function clientRouter(dist: string, pages?: PageHandler): Router {
  const router = Router();
  const index = path.join(dist, "index.html");
  // Checked per request, so a client built after the server started is served without a restart.
  router.use((_req, res, next) => {
    if (fs.existsSync(index)) return next();
    res
      .status(503)
      .type("text/plain")
      .send("The client is not built yet: run `npm run build` (npm start does this for you).");
  });
  router.use(
    "/assets",
    express.static(path.join(dist, "assets"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
  );
  // The service worker is checked for updates on every visit, so a release reaches returning visitors.
  router.get("/sw.js", (_req, res, next) => {
    const file = path.join(dist, "sw.js");
    if (!fs.existsSync(file)) return next();
    res.set("Cache-Control", "no-cache").type("text/javascript").sendFile(file);
  });
  router.use(express.static(dist, { index: false, maxAge: "1h" }));
  const shell = (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts("html")) return next();
    res.set("Cache-Control", "no-cache");
    if (!req.path.startsWith("/hi/")) return res.sendFile(index);
    // A Hindi page the browser draws (the driver's page /hi/d/<token>) preloads its Devanagari font as the
    // server-rendered Hindi pages do: the font is `font-display: optional`, so one that arrives late is never
    // used, and a phone without a Devanagari system font would show empty boxes.
    const html = fs.readFileSync(index, "utf8").replace("</head>", `  ${devanagariPreloads(dist)}\n  </head>`);
    res.type("html").send(html);
  };
  router.get("/{*splat}", (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!pages) return shell(req, res, next);
    void pages.handle(req, res, () => shell(req, res, next));
  });
  return router;
}

export function graphiqlPage(dist: string): string | undefined {
  const file = path.join(dist, "graphiql.html");
  return fs.existsSync(file) ? file : undefined;
}
