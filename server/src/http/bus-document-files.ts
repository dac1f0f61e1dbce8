import { Router } from "express";
import { requireActor } from "../domain/shared/actor";
import type { Services } from "../services";

/** A vehicle document's scan (admins, Bearer token): never public, unlike bus images. */
export function busDocumentFilesRouter(services: Services): Router {
  const router = Router();
  router.get("/files/bus-documents/:id", async (req, res) => {
    const actor = requireActor(await services.access.identify(req.headers.authorization));
    const file = await services.documents.readFile(actor, req.params.id);
    const name = (file.originalName || "document").replace(/[^\w.-]+/g, "_");
    res.set({
      "Content-Type": file.mime,
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    res.end(file.data);
  });
  return router;
}
