import express, { Router, type ErrorRequestHandler } from "express";
import type { Services } from "../services";
import { DomainError, HTTP_STATUS } from "../domain/shared/errors";
import { authRouter } from "./auth";
import { bookingsRouter } from "./bookings";
import { busesRouter } from "./buses";
import { openApiDocument } from "./openapi";
import { uploadRouter } from "./upload";

/** The /api/* REST shim of the specification's section 7: thin routes over the same services. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // Answers may carry tokens and personal data; public reads override this with revalidation.
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "1mb" }));
  router.get("/openapi.json", (_req, res) => void res.set("Cache-Control", "no-cache").json(openApiDocument));
  router.use("/buses", busesRouter(services));
  router.use("/bookings", bookingsRouter(services));
  router.use("/auth", authRouter(services));
  router.use("/upload", uploadRouter(services));
  router.use((req, res) => {
    res.status(404).json({ message: `Not found: ${req.method} ${req.baseUrl}${req.path}` });
  });
  router.use(restErrors);
  return router;
}

/** Errors as JSON `{ message }` with the status of their code; never a stack trace. */
export const restErrors: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof DomainError) return void res.status(HTTP_STATUS[err.code]).json({ message: err.message });
  const status = (err as { status?: number; type?: string }).status;
  if ((err as { type?: string }).type === "entity.parse.failed") return void res.status(400).json({ message: "Malformed JSON in request body." });
  if (status === 413) return void res.status(413).json({ message: "Request body is too large." });
  if (status && status >= 400 && status < 500) return void res.status(status).json({ message: (err as Error).message || "Bad request." });
  console.error("[rest]", err);
  res.status(500).json({ message: "Internal server error" });
};
