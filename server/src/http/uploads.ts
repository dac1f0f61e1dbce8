import { Router } from "express";
import type { Services } from "../services";

/** Serves uploaded images from PostgreSQL at /uploads/<id>.<ext>: right type, no sniffing, cached for a year (URLs are immutable). */
export function uploadsRouter(services: Services): Router {
  const router = Router();
  router.get("/uploads/:file", async (req, res) => {
    const upload = await services.uploads.read(req.params.file);
    const etag = `"${upload.sha256}"`;
    res.set({
      "Content-Type": upload.mime,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (req.headers["if-none-match"] === etag) return void res.status(304).end();
    res.send(upload.data);
  });
  return router;
}
