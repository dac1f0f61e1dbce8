import { DataSource, type EntityManager } from "typeorm";
import { changesBetween, recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { Language } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid, pgCode } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { Driver, DriverAssignment } from "./driver.entity";

/** The driver form as either API sends it; on update, omitted fields are kept. */
export interface DriverForm {
  name?: unknown;
  phone?: unknown;
  licenceNumber?: unknown;
  licenceValidUntil?: unknown;
  language?: unknown;
  languages?: unknown;
  active?: unknown;
  notes?: unknown;
  photoUrl?: unknown;
}

const LANGUAGES = Object.values(Language);

/**
 * Drivers: staff keep the list (add, edit, deactivate; never delete one with trips). Who drives each
 * Confirmed booking is driver-assignment.service.
 */
export class DriverService {
  constructor(private readonly db: DataSource) {}

  /** Active drivers first, then by name. */
  async list(actor: Actor | undefined): Promise<Driver[]> {
    requireActor(actor);
    return this.db.getRepository(Driver).find({ order: { active: "DESC", name: "ASC", id: "ASC" } });
  }

  async get(actor: Actor | undefined, id: unknown): Promise<Driver> {
    requireActor(actor);
    return loadDriver(this.db.manager, id);
  }

  async create(actor: Actor | undefined, form: DriverForm): Promise<Driver> {
    const staff = requireActor(actor);
    const data = this.validate(form, false);
    const driver = this.db.getRepository(Driver).create(data);
    await this.db.transaction(async (m) => {
      await m.getRepository(Driver).insert(driver).catch(this.licenceTaken);
      await recordActivity(m, staff, {
        action: "create",
        entity: "driver",
        entityId: driver.id,
        changes: changesBetween({}, data),
      });
    });
    return loadDriver(this.db.manager, driver.id);
  }

  /** Edits a driver; `active: false` deactivates (the driver keeps their trips but cannot be assigned). */
  async update(actor: Actor | undefined, id: unknown, form: DriverForm): Promise<Driver> {
    const staff = requireActor(actor);
    const driver = await loadDriver(this.db.manager, id);
    const data = this.validate(form, true);
    const changes = changesBetween<Driver>(driver, data);
    if (Object.keys(changes).length)
      await this.db.transaction(async (m) => {
        await m.getRepository(Driver).update({ id: driver.id }, data).catch(this.licenceTaken);
        await recordActivity(m, staff, { action: "update", entity: "driver", entityId: driver.id, changes });
      });
    return loadDriver(this.db.manager, driver.id);
  }

  /** Removes a driver who never had a trip; one with trips is refused (deactivate them instead). */
  async delete(actor: Actor | undefined, id: unknown): Promise<Driver> {
    const staff = requireActor(actor);
    const driver = await loadDriver(this.db.manager, id);
    const refused = new ConflictError(msg("driver.hasTrips", { driver: driver.name }));
    if (await this.db.getRepository(DriverAssignment).existsBy({ driverId: driver.id })) throw refused;
    await this.db
      .transaction(async (m) => {
        await m.getRepository(Driver).delete({ id: driver.id });
        await recordActivity(m, staff, {
          action: "delete",
          entity: "driver",
          entityId: driver.id,
          changes: { name: [driver.name, null] },
        });
      })
      .catch((e) => {
        throw pgCode(e) === "23503" ? refused : e;
      });
    return driver;
  }

  private readonly licenceTaken = (e: unknown): never => {
    if (pgCode(e) === "23505") throw new ConflictError(msg("driver.licenceTaken"));
    throw e;
  };

  /** Every rule of the driver form: the whole form (create) or the fields sent (update). */
  private validate(form: DriverForm, partial: boolean): Partial<Driver> {
    const out: Partial<Driver> = {};
    const has = (k: keyof DriverForm) => !partial || form[k] !== undefined;
    if (has("name")) out.name = v.requiredText(form.name, "Name", 100);
    if (has("phone")) out.phone = v.phone(form.phone);
    if (has("licenceNumber"))
      out.licenceNumber = v.requiredText(form.licenceNumber, "Licence number", 40).toUpperCase();
    if (has("licenceValidUntil")) out.licenceValidUntil = v.isoDate(form.licenceValidUntil, "Licence valid until");
    if (form.language !== undefined || !partial)
      out.language = form.language === undefined ? Language.hi : v.oneOf(form.language, LANGUAGES, "Language");
    if (form.languages !== undefined) out.languages = v.optionalText(form.languages, "Languages", 200) ?? "";
    if (form.active !== undefined) {
      if (typeof form.active !== "boolean")
        throw new ValidationError(msg("validation.onOrOff", { field: "Active" }), { field: "Active" });
      out.active = form.active;
    }
    if (form.notes !== undefined) out.notes = v.optionalText(form.notes, "Notes", 2000);
    if (form.photoUrl !== undefined)
      out.photoUrl = form.photoUrl === null || form.photoUrl === "" ? null : v.imageUrl(form.photoUrl);
    return out;
  }
}

/** A driver by id (in `m`'s transaction); "not found" for any other value. */
export async function loadDriver(m: EntityManager, id: unknown): Promise<Driver> {
  const driver = isUuid(id) ? await m.getRepository(Driver).findOneBy({ id }) : null;
  if (!driver) throw new NotFoundError(msg("driver.notFound"));
  return driver;
}

/** Staff read the list with bookings.read and keep it with the drivers permission. */
export const DRIVER_POLICIES: ServicePolicies<DriverService> = {
  ...needs(Permission.bookingsRead)("list", "get"),
  ...needs(Permission.drivers)("create", "update", "delete"),
};
