import { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { Destination } from "./destination.entity";
import { nextDestinationOrder } from "./destination.queries";
import { CONTENT_CHANGED, noEvents, type EventBus } from "../shared/events";
import { changesBetween, recordActivity } from "../shared/activity";

/** The fields of a destination the activity log compares. */
const LOGGED = [
  "name",
  "shortDescription",
  "description",
  "images",
  "nameHi",
  "shortDescriptionHi",
  "descriptionHi",
] as const;

/** The destination form as sent by the API. */
export interface DestinationForm {
  name?: unknown;
  shortDescription?: unknown;
  description?: unknown;
  images?: unknown;
  /** Optional Hindi texts (empty: Hindi pages show the English). */
  nameHi?: unknown;
  shortDescriptionHi?: unknown;
  descriptionHi?: unknown;
}

/** An image URL of the destination form (URL type): http(s), or a path this server serves. */
function url(value: unknown, n: number): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) throw new ValidationError(msg("destination.imageRequired", { number: n }));
  if (/^\/(uploads|art)\/[\w./-]+$/.test(text)) return text;
  try {
    const u = new URL(text);
    if (u.protocol === "http:" || u.protocol === "https:") return text;
  } catch {
    /* fall through */
  }
  throw new ValidationError(msg("destination.imageInvalid", { number: n }));
}

export class DestinationService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
  ) {}

  private changed(id: string) {
    this.events.publish(CONTENT_CHANGED, { area: "destination", id });
  }

  list(): Promise<Destination[]> {
    return this.db.getRepository(Destination).find({ order: { order: "ASC", createdAt: "ASC" } });
  }

  validate(input: DestinationForm) {
    const images = input.images;
    if (!Array.isArray(images) || images.length !== 3) throw new ValidationError(msg("destination.threeImages"));
    return {
      name: v.requiredText(input.name, "Name", 100),
      shortDescription: v.requiredText(input.shortDescription, "Short description", 300),
      description: v.requiredText(input.description, "Description", 5000),
      images: images.map((u, i) => url(u, i + 1)),
      nameHi: v.optionalText(input.nameHi, "Name (Hindi)", 100),
      shortDescriptionHi: v.optionalText(input.shortDescriptionHi, "Short description (Hindi)", 300),
      descriptionHi: v.optionalText(input.descriptionHi, "Description (Hindi)", 5000),
    };
  }

  async create(actor: Actor | undefined, input: DestinationForm): Promise<Destination> {
    const who = requireActor(actor);
    const data = this.validate(input);
    const saved = await this.db.transaction(async (m) => {
      const repo = m.getRepository(Destination);
      const next = await nextDestinationOrder(m);
      const row = await repo.save(repo.create({ ...data, order: Number(next) }));
      await recordActivity(m, who, {
        action: "create",
        entity: "destination",
        entityId: row.id,
        changes: changesBetween({}, row, [...LOGGED]),
      });
      return row;
    });
    this.changed(saved.id);
    return saved;
  }

  async update(actor: Actor | undefined, id: unknown, input: DestinationForm): Promise<Destination> {
    const who = requireActor(actor);
    const existing = await this.get(id);
    const data = this.validate(input);
    await this.db.transaction(async (m) => {
      const before = await m
        .getRepository(Destination)
        .findOne({ where: { id: existing.id }, lock: { mode: "pessimistic_write" } });
      if (!before) throw new NotFoundError(msg("destination.notFound"));
      await m.getRepository(Destination).update({ id: existing.id }, data);
      const changes = changesBetween(before, data, [...LOGGED]);
      if (Object.keys(changes).length)
        await recordActivity(m, who, { action: "update", entity: "destination", entityId: existing.id, changes });
    });
    this.changed(existing.id);
    return this.get(existing.id);
  }

  async delete(actor: Actor | undefined, id: unknown): Promise<Destination> {
    const who = requireActor(actor);
    const existing = await this.get(id);
    await this.db.transaction(async (m) => {
      const r = await m.getRepository(Destination).delete({ id: existing.id });
      if (!r.affected) throw new NotFoundError(msg("destination.notFound"));
      await recordActivity(m, who, {
        action: "delete",
        entity: "destination",
        entityId: existing.id,
        changes: changesBetween(existing, {}, ["name"]),
      });
    });
    this.changed(existing.id);
    return existing;
  }

  async get(id: unknown): Promise<Destination> {
    if (!isUuid(id)) throw new NotFoundError(msg("destination.notFound"));
    const d = await this.db.getRepository(Destination).findOneBy({ id });
    if (!d) throw new NotFoundError(msg("destination.notFound"));
    return d;
  }
}

/** Everybody reads the destinations; staff edit them. */
export const DESTINATION_POLICIES: ServicePolicies<DestinationService> = {
  ...open("list", "validate", "get"),
  ...needs(Permission.contentWrite)("create", "update", "delete"),
};
