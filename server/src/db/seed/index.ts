import { DataSource } from "typeorm";
import type { AdminSeedService } from "../../domain/auth/admin-seed.service";
import { Bus, PopularRoute } from "../../domain/bus/bus.entity";
import { Destination } from "../../domain/destination/destination.entity";
import { seedGazetteer } from "../../domain/place/gazetteer";
import { SITE_SETTINGS_KEY } from "../../domain/settings/settings.service";
import { BusStatus } from "../../domain/shared/enums";
import { seedBuses, seedDestinations, seedSettings } from "./data";
import { seedDestinationsHindi } from "./destinations.hi";

const DEMO_MARKER = "seed:demo";

/**
 * Idempotent seed: the admin account always; the gazetteer when empty; the demo fleet, the 16
 * destinations and the site settings once (a marker row remembers it, so the operator's later
 * deletions are not undone by a restart). The seeded destinations' Hindi texts are filled in where
 * they are still empty (a database seeded before Hindi existed gets them; staff's edits stay).
 */
export async function seed(db: DataSource, admins: Pick<AdminSeedService, "ensureAdmin">, demo = true): Promise<void> {
  await admins.ensureAdmin();
  await seedGazetteer(db);
  if (!demo) return;
  await seedDemo(db);
  for (const d of seedDestinations) {
    const hi = seedDestinationsHindi[d.slug];
    if (!hi) continue;
    await db.query(
      `UPDATE destinations SET "nameHi" = coalesce("nameHi", $1), "shortDescriptionHi" = coalesce("shortDescriptionHi", $2),
         "descriptionHi" = coalesce("descriptionHi", $3)
       WHERE name = $4 AND ("nameHi" IS NULL OR "shortDescriptionHi" IS NULL OR "descriptionHi" IS NULL)`,
      [hi.name, hi.shortDescription, hi.description, d.name],
    );
  }
}

async function seedDemo(db: DataSource): Promise<void> {
  await db.transaction(async (m) => {
    const claim = `INSERT INTO "settings" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING RETURNING "key"`;
    const inserted: unknown[] = await m.query(claim, [DEMO_MARKER, JSON.stringify({ version: 1 })]);
    if (!inserted.length) return; // already seeded
    await m.query(claim, [SITE_SETTINGS_KEY, JSON.stringify(seedSettings)]);
    for (const b of seedBuses) {
      const bus = await m.getRepository(Bus).save(
        m.getRepository(Bus).create({
          name: b.name,
          capacity: b.capacity,
          status: b.status as BusStatus,
          description: b.description,
          features: b.features,
          images: b.images,
          lastMaintenance: b.lastMaintenance,
        }),
      );
      await m
        .getRepository(PopularRoute)
        .insert(b.popularRoutes.map((r, position) => ({ ...r, busId: bus.id, position })));
    }
    await m.getRepository(Destination).insert(
      seedDestinations.map((d, order) => ({
        name: d.name,
        shortDescription: d.shortDescription,
        description: d.description,
        images: [...d.images],
        order,
      })),
    );
  });
}
