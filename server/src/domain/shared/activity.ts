import type { EntityManager } from "typeorm";
import { insertActivity } from "./activity.queries";
import type { Actor } from "./actor";
import { currentOrigin, type RequestOrigin } from "./request-context";

/** A change as the activity log keeps it. */
export interface ActivityEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  /** Each changed field: [before, after] (see `changesBetween`). */
  changes?: Record<string, [unknown, unknown]>;
}

/** Who made a change: a staff member or customer, `SYSTEM` (a job), or null/undefined (a guest). */
export type ActivityActor = { id: string | null; name: string } | Pick<Actor, "id" | "name"> | null | undefined;

/** The author of what the server does by itself (a job: a quote's expiry). */
export const SYSTEM: ActivityActor = { id: null, name: "System" };

/** An entry with its own author and origin (a batch of bookings made by several requests). */
export interface ActivityRow extends ActivityEntry {
  actor: ActivityActor;
  origin: RequestOrigin;
}

/**
 * Records what `actor` did (null: a guest), with the current request's address and id, on the change's
 * own transaction `m`: the entry exists exactly when the change commits.
 */
export async function recordActivity(
  m: EntityManager,
  actor: ActivityActor,
  ...entries: ActivityEntry[]
): Promise<void> {
  const origin = currentOrigin();
  await recordActivityRows(
    m,
    entries.map((e) => ({ ...e, actor, origin })),
  );
}

/** Records several entries in one statement, on the change's transaction `m`. */
export async function recordActivityRows(m: EntityManager, rows: ActivityRow[]): Promise<void> {
  if (!rows.length) return;
  await insertActivity(
    m,
    rows.map(({ actor, origin, ...e }) => ({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? "Guest",
      address: origin.address ?? null,
      requestId: origin.requestId ?? null,
      entityId: e.entityId ?? null,
      changes: e.changes ?? {},
      action: e.action,
      entity: e.entity,
    })),
  );
}

/** The fields of `after` whose values differ from `before`'s, as [before, after]. */
export function changesBetween<T extends object>(
  before: Partial<T>,
  after: Partial<T>,
  fields: Array<keyof T & string> = Object.keys(after) as Array<keyof T & string>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  const plain = (x: unknown) => (x instanceof Date ? x.toISOString() : x === undefined ? null : x);
  for (const f of fields)
    if (JSON.stringify(plain(before[f])) !== JSON.stringify(plain(after[f])))
      out[f] = [plain(before[f]), plain(after[f])];
  return out;
}
