import { DataSource, In, IsNull } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { BusStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { Bus, PopularRoute } from "./bus.entity";
import { CONTENT_CHANGED, noEvents, type EventBus } from "../shared/events";

/** The bus form as sent by either API (REST sends text where GraphQL sends numbers). */
export interface BusForm {
  name?: unknown;
  capacity?: unknown;
  status?: unknown;
  description?: unknown;
  features?: unknown;
  images?: unknown;
  lastMaintenance?: unknown;
  popularRoutes?: unknown;
  /** Optional; empty clears it. */
  registrationNumber?: unknown;
}

type RouteData = Pick<PopularRoute, "from" | "to" | "duration" | "distance" | "position">;
type BusData = Partial<Omit<Bus, "popularRoutes">> & { popularRoutes?: RouteData[] };

export const BUS_NOT_FOUND = text("bus.notFound");
export const MAX_BUS_IMAGES = 20;
const STATUSES = Object.values(BusStatus);

/** Features arrive as a list or as the form's comma-separated text: split, trimmed, empties dropped. */
export function parseFeatures(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : null;
  if (!parts || parts.some((p) => typeof p !== "string")) throw new ValidationError(msg("bus.featuresFormat"));
  return (parts as string[]).map((p) => p.trim()).filter(Boolean);
}

export class BusService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
  ) {}

  private changed(id: string) {
    this.events.publish(CONTENT_CHANGED, { area: "bus", id });
  }

  async list(): Promise<Bus[]> {
    // The fleet's own buses; a vendor's (hired in) are the Vendors screen's.
    const buses = await this.db
      .getRepository(Bus)
      .find({ where: { vendorId: IsNull() }, order: { capacity: "DESC", name: "ASC" } });
    await this.attachRoutes(buses);
    return buses;
  }

  async get(id: unknown): Promise<Bus> {
    if (!isUuid(id)) throw new NotFoundError(msg("bus.notFound"));
    const bus = await this.db.getRepository(Bus).findOneBy({ id, vendorId: IsNull() });
    if (!bus) throw new NotFoundError(msg("bus.notFound"));
    await this.attachRoutes([bus]);
    return bus;
  }

  async findMany(ids: readonly string[]): Promise<Bus[]> {
    const valid = ids.filter(isUuid);
    return valid.length ? this.db.getRepository(Bus).findBy({ id: In(valid) }) : [];
  }

  async routesFor(busIds: readonly string[]): Promise<PopularRoute[]> {
    if (!busIds.length) return [];
    return this.db.getRepository(PopularRoute).find({ where: { busId: In([...busIds]) }, order: { position: "ASC" } });
  }

  private async attachRoutes(buses: Bus[]) {
    const routes = await this.routesFor(buses.map((b) => b.id));
    for (const bus of buses) bus.popularRoutes = routes.filter((r) => r.busId === bus.id);
  }

  /** Validates a whole bus (create) or the given fields (update); every rule of the bus form. */
  validate(input: BusForm, partial: boolean): BusData {
    const out: BusData = {};
    const has = (k: keyof BusForm) => !partial || input[k] !== undefined;
    if (has("name")) out.name = v.requiredText(input.name, "Name", 100);
    if (has("capacity")) {
      if (input.capacity === undefined || input.capacity === null || input.capacity === "")
        throw new ValidationError(msg("validation.required", { field: "Capacity" }));
      out.capacity = v.integer(input.capacity, "Capacity", 1, 500);
    }
    if (has("status"))
      out.status =
        input.status === undefined || input.status === null || input.status === ""
          ? BusStatus.Available
          : v.oneOf(input.status, STATUSES, "Status");
    if (has("description")) out.description = v.requiredText(input.description, "Description", 5000);
    if (has("features")) {
      const features = parseFeatures(input.features ?? "");
      if (!features.length) throw new ValidationError(msg("validation.required", { field: "Features" }));
      out.features = features;
    }
    if (has("images")) {
      const images = input.images ?? [];
      if (!Array.isArray(images)) throw new ValidationError(msg("bus.imagesNotList"));
      if (images.length > MAX_BUS_IMAGES) throw new ValidationError(msg("bus.tooManyImages", { max: MAX_BUS_IMAGES }));
      out.images = images.map(v.imageUrl);
    }
    if (has("lastMaintenance")) {
      if (input.lastMaintenance === undefined || input.lastMaintenance === null || input.lastMaintenance === "")
        throw new ValidationError(msg("validation.required", { field: "Last maintenance" }));
      out.lastMaintenance = v.isoDate(input.lastMaintenance, "Last maintenance");
    }
    if (input.registrationNumber !== undefined)
      out.registrationNumber =
        v.optionalText(input.registrationNumber, "Registration number", 20)?.toUpperCase().replace(/\s+/g, " ") ?? null;
    if (has("popularRoutes")) {
      const routes = input.popularRoutes ?? [];
      if (!Array.isArray(routes)) throw new ValidationError(msg("bus.routesNotList"));
      out.popularRoutes = routes.map((r: Record<string, unknown>, i) => {
        if (!r || typeof r !== "object") throw new ValidationError(msg("bus.routeIncomplete"));
        return {
          from: v.requiredText(r.from, "Route from", 100),
          to: v.requiredText(r.to, "Route to", 100),
          duration: v.nonNegativeNumber(parseFloat(String(r.duration ?? "")), "Route duration", 1000),
          distance: v.nonNegativeNumber(parseFloat(String(r.distance ?? "")), "Route distance", 10000),
          position: i,
        };
      });
    }
    return out;
  }

  async create(actor: Actor | undefined, input: BusForm): Promise<Bus> {
    const who = requireActor(actor);
    const data = this.validate(input, false);
    const id = await this.db
      .transaction(async (m) => {
        const { popularRoutes, ...bus } = data;
        const saved = await m.getRepository(Bus).save(m.getRepository(Bus).create(bus));
        await recordActivity(m, who, {
          action: "create",
          entity: "bus",
          entityId: saved.id,
          changes: changesBetween({}, { name: saved.name, capacity: saved.capacity, status: saved.status }),
        });
        if (popularRoutes?.length)
          await m.getRepository(PopularRoute).insert(popularRoutes.map((r) => ({ ...r, busId: saved.id })));
        return saved.id;
      })
      .catch(this.registrationTaken(data));
    this.changed(id);
    return this.get(id);
  }

  async update(actor: Actor | undefined, id: unknown, input: BusForm): Promise<Bus> {
    const who = requireActor(actor);
    const current = await this.get(id);
    const data = this.validate(input, true);
    await this.db
      .transaction(async (m) => {
        const { popularRoutes, ...bus } = data;
        if (Object.keys(bus).length) await m.getRepository(Bus).update({ id: id as string }, bus);
        const changes = changesBetween(current, bus as Partial<Bus>);
        if (Object.keys(changes).length)
          await recordActivity(m, who, { action: "update", entity: "bus", entityId: current.id, changes });
        if (popularRoutes) {
          await m.getRepository(PopularRoute).delete({ busId: id as string });
          if (popularRoutes.length)
            await m.getRepository(PopularRoute).insert(popularRoutes.map((r) => ({ ...r, busId: id as string })));
        }
      })
      .catch(this.registrationTaken(data));
    this.changed(id as string);
    return this.get(id);
  }

  /** A registration number another bus has: 409 (the unique index decides, whatever the race). */
  private registrationTaken(data: { registrationNumber?: string | null }) {
    return (e: unknown): never => {
      if ((e as { constraint?: string }).constraint === "UQ_buses_registration_number")
        throw new ConflictError(msg("bus.registrationTaken", { number: data.registrationNumber ?? "" }));
      throw e;
    };
  }

  async delete(actor: Actor | undefined, id: unknown): Promise<Bus> {
    const who = requireActor(actor);
    const bus = await this.get(id);
    await this.db.transaction(async (m) => {
      await m.getRepository(Bus).delete({ id: bus.id });
      await recordActivity(m, who, {
        action: "delete",
        entity: "bus",
        entityId: bus.id,
        changes: changesBetween(bus, {}, ["name", "capacity", "status"]),
      });
    });
    this.changed(bus.id);
    return bus;
  }
}

/** Only staff change the fleet (PRODUCT.md §5); checked in the service so that every API enforces it. */
export const BUS_POLICIES: ServicePolicies<BusService> = {
  ...open("list", "get", "findMany", "routesFor", "validate"),
  ...needs(Permission.fleetWrite)("create", "update", "delete"),
};
