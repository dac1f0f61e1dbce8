import { Router } from "express";
import type { Services } from "../services";
import { busDocumentFilesRouter } from "./bus-document-files";
import { documentsRouter } from "./documents";
import { uploadsRouter } from "./uploads";

/**
 * Every download outside /api, in one place: uploaded images (public), the booking, quote, tax invoice
 * and duty slip PDFs, the bookings and GSTR-1 CSV exports and vehicle document scans. The role matrix
 * (test/role-matrix.test.ts) reads its routes from this router with `routesOf`, and fails for a route
 * it has no decision for: a new download goes here, and into the matrix.
 */
export function downloadsRouter(services: Services): Router {
  const router = Router();
  router.use(uploadsRouter(services));
  router.use(documentsRouter(services));
  router.use(busDocumentFilesRouter(services));
  return router;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD path` of each route of a router and of the routers it mounts at its root, as Express holds them. */
export function routesOf(router: Router): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods)
            .filter((m) => layer.route!.methods[m] && m !== "_all")
            .flatMap((m) => [layer.route!.path].flat().map((p) => `${m.toUpperCase()} ${p}`))
        : layer.handle?.stack
          ? walk(layer.handle.stack)
          : [],
    );
  return walk((router as unknown as { stack: Layer[] }).stack);
}
