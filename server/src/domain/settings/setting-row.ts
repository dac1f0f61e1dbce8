import type { DataSource, EntityManager } from "typeorm";
import { type ActivityActor, changesBetween, recordActivity } from "../shared/activity";
import { Setting } from "./setting.entity";

/**
 * One row of the settings table: a JSON value under its key, read over its defaults and written only
 * once `validate` has accepted the input (which answers the whole value to store).
 */
/** What an admin sends for a settings row: any of its fields, each still to be validated. */
export type SettingsInput<T> = Partial<Record<keyof T, unknown>>;

export class SettingRow<T extends object> {
  constructor(
    private readonly key: string,
    private readonly defaults: T,
    private readonly validate: (input: SettingsInput<T>) => T,
  ) {}

  async read(m: EntityManager): Promise<T> {
    const row = await m.getRepository(Setting).findOneBy({ key: this.key });
    return { ...this.defaults, ...(row?.value as Partial<T> | undefined) };
  }

  async write(m: EntityManager, input: SettingsInput<T>): Promise<T> {
    const value = this.validate(input);
    await m.getRepository(Setting).upsert({ key: this.key, value }, ["key"]);
    return this.read(m);
  }

  /**
   * A staff member's save: validated, written and recorded in the activity log (entity `settings`, the
   * row's key, each changed field before -> after) in one transaction; nothing is written when refused.
   */
  async save(db: DataSource, actor: ActivityActor, input: SettingsInput<T>): Promise<T> {
    return db.transaction(async (m) => {
      const before = await this.read(m);
      const after = await this.write(m, input);
      await recordActivity(m, actor, {
        action: "update",
        entity: "settings",
        entityId: this.key,
        changes: changesBetween(before, after),
      });
      return after;
    });
  }
}
