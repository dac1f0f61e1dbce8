import express, { Router } from "express";
import { optionalActor, requireActor, type Actor, type Identity } from "../domain/shared/actor";
import type { Throttle } from "../domain/shared/throttle";
import { rejectNullCharacters } from "../domain/shared/validate";
import type { Services } from "../services";
import { isSharedRestRead } from "../shared-reads";
import { openApiRoute } from "./openapi";
import { Streamed, isStaffRoute, type Access } from "./route";
import { refusals, routes } from "./routes";
import { writeJsonArray } from "./stream";

/**
 * The one actor gate of the domain, applied as the route table says: a staff route needs a valid token here, and
 * its service's gate decides the rest (its policy table is the one statement of who may call it).
 */
const GATES: Record<Exclude<Access, object>, (who: Identity) => Actor | undefined> = {
  anyone: () => undefined,
  guest: optionalActor,
  user: requireActor,
};
const gateOf = (access: Access) => (isStaffRoute(access) ? requireActor : GATES[access]);

/**
 * The /api/* REST shim of the specification's section 7, built from the route table: thin routes
 * over the same services as GraphQL. Errors go on to the app's one HTTP error handler.
 */
export function restRouter(services: Services, throttle: Throttle): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // Answers may carry tokens and personal data; the shared reads override this with revalidation.
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "1mb" }));
  for (const r of [...routes, openApiRoute]) {
    router[r.method](r.path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1"), async (req, res) => {
      // Routes open to anyone do not read the token at all (a public read ignores an expired one).
      const actor =
        r.access === "anyone" ? undefined : gateOf(r.access)(await services.access.identify(req.headers.authorization));
      const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
      rejectNullCharacters([body, req.params, req.query]);
      if (r.throttle) {
        const account = r.throttle.account?.({ body, actor });
        await throttle.consume(r.throttle.category, {
          ip: req.ip ?? "",
          account: typeof account === "string" ? account : undefined,
        });
      }
      const answer = await r.handle({ req, id: String(req.params.id), body, actor, services });
      // The shared reads may be cached, but are revalidated (ETag) so a change shows at once; every other
      // answer stays no-store (a driver's or quote link's page depends on its token and on the clock).
      if (r.method === "get" && isSharedRestRead(r.path)) res.set("Cache-Control", "no-cache");
      if (answer instanceof Streamed) await writeJsonArray(res, r.ok.status, answer.chunks);
      else res.status(r.ok.status).json(answer);
    });
  }
  // Methods a path refuses on purpose (an issued invoice is never edited): 405 with what the path allows.
  for (const r of refusals)
    for (const method of r.methods)
      router[method](r.path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1"), (_req, res) => {
        res.set("Allow", r.allow.join(", ")).status(405).json({ message: r.message });
      });
  router.use(
    (req, res) => void res.status(404).json({ message: `Not found: ${req.method} ${req.baseUrl}${req.path}` }),
  );
  return router;
}
