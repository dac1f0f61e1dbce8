import { Router, type Request } from "express";
import type { BusInput } from "../domain/bus/bus.service";
import { Role } from "../domain/shared/enums";
import type { Services } from "../services";
import { actorOf, requireActor } from "./actor";
import { busDoc } from "./shapes";

/** The bus form's fields; `id`, `_id` and anything else in the body are ignored. */
function busInput(req: Request): BusInput {
  const b = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
  const { name, capacity, status, description, features, images, lastMaintenance, popularRoutes } = b;
  return { name, capacity, status, description, features, images, lastMaintenance, popularRoutes };
}

/** GET/POST /api/buses, GET/PUT/DELETE /api/buses/{id}: public reads, admin writes. */
export function busesRouter(services: Services): Router {
  const router = Router();
  const admin = requireActor(services, [Role.admin]);

  router.get("/", async (_req, res) => {
    const buses = await services.buses.list();
    res.set("Cache-Control", "no-cache").json(buses.map(busDoc));
  });

  router.get("/:id", async (req, res) => {
    const bus = await services.buses.get(req.params.id);
    res.set("Cache-Control", "no-cache").json(busDoc(bus));
  });

  router.post("/", admin, async (req, res) => {
    res.status(201).json(busDoc(await services.buses.create(actorOf(res), busInput(req))));
  });

  router.put("/:id", admin, async (req, res) => {
    res.json(busDoc(await services.buses.update(actorOf(res), req.params.id, busInput(req))));
  });

  router.delete("/:id", admin, async (req, res) => {
    const bus = await services.buses.delete(actorOf(res), req.params.id);
    res.json({ message: "Bus deleted.", _id: bus.id, id: bus.id });
  });

  return router;
}
