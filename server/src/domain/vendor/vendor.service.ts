import { type DataSource, type EntityManager, In } from "typeorm";
import { Bus } from "../bus/bus.entity";
import { parseGstin } from "../invoice/tax-settings.service";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { Batcher } from "../shared/batcher";
import { BusStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { CONTENT_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Vendor } from "./vendor.entity";
import { busOnBookings } from "./vendor.queries";
/** A vendor as staff enter it. */
export interface VendorForm {
  name: unknown;
  gstin?: unknown;
  pan?: unknown;
  phone: unknown;
  contactName?: unknown;
}
/** A vendor's bus as staff enter it. */
export interface VendorVehicleForm {
  registrationNumber: unknown;
  capacity: unknown;
  description?: unknown;
  name?: unknown;
}
/** What either API sends: every field read and checked here. */
type Form<T> = { [K in keyof T]?: unknown };

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const unique = (e: unknown, constraint: string) =>
  (e as { code?: string; constraint?: string }).code === "23505" &&
  (e as { constraint?: string }).constraint === constraint;

/** A vendor's fields as entered: name, phone; GSTIN and PAN checked when given. */
function readVendor(input: Form<VendorForm>) {
  const pan = v.optionalText(input.pan, "PAN", 10)?.toUpperCase() ?? null;
  if (pan && !PAN.test(pan)) throw new ValidationError(msg("vendor.pan"), { field: "PAN" });
  return {
    name: v.requiredText(input.name, "Name", 100),
    gstin: parseGstin(input.gstin, "GSTIN"),
    pan,
    phone: v.phone(input.phone),
    contactName: v.optionalText(input.contactName, "Contact name", 100),
  };
}

/** A vendor's bus as entered: the registration number (its name when none is given) and seats. */
function readVehicle(input: Form<VendorVehicleForm>) {
  const registrationNumber = v
    .requiredText(input.registrationNumber, "Registration number", 20)
    .toUpperCase()
    .replace(/\s+/g, " ");
  return {
    registrationNumber,
    capacity: v.integer(input.capacity, "Capacity", 1, 100),
    description: v.optionalText(input.description, "Bus type", 200) ?? "",
    name: v.optionalText(input.name, "Name", 100) ?? registrationNumber,
  };
}

/**
 * Vendors (partner operators) and their buses. A vendor's bus is a row of `buses` with the vendor's id: its
 * documents are entered, checked and overridden as the fleet's own, it never shows in the public fleet, and a
 * vehicle of a booking takes it by the same rule. Staff with `fleet.write` keep them; every booking reader reads them.
 */
export class VendorService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  async list(actor: Actor | undefined): Promise<Vendor[]> {
    requireActor(actor);
    return this.db.getRepository(Vendor).find({ order: { name: "ASC" } });
  }

  async get(actor: Actor | undefined, id: unknown): Promise<Vendor> {
    requireActor(actor);
    return this.find(this.db.manager, id);
  }

  private readonly buses = new Batcher<string, Bus[]>(async (ids) => {
    const rows = await this.db.getRepository(Bus).find({ where: { vendorId: In([...ids]) }, order: { name: "ASC" } });
    return ids.map((id) => rows.filter((b) => b.vendorId === id));
  });

  /** A vendor's buses (the Vendor type's field). */
  async vehiclesOf(actor: Actor | undefined, vendorId: string): Promise<Bus[]> {
    requireActor(actor);
    return this.buses.submit(vendorId);
  }

  /** A known vendor's buses (the REST list): an unknown vendor is a 404. */
  async vehiclesOfVendor(actor: Actor | undefined, vendorId: unknown): Promise<Bus[]> {
    requireActor(actor);
    const vendor = await this.find(this.db.manager, vendorId);
    return this.buses.submit(vendor.id);
  }

  async create(actor: Actor | undefined, input: Form<VendorForm>): Promise<Vendor> {
    const who = requireActor(actor);
    const data = readVendor(input);
    const saved = await this.db
      .transaction(async (m) => {
        const row = await m.getRepository(Vendor).save(m.getRepository(Vendor).create(data));
        await recordActivity(m, who, {
          action: "create",
          entity: "vendor",
          entityId: row.id,
          changes: changesBetween({}, data),
        });
        return row;
      })
      .catch(this.nameTaken(data.name));
    return saved;
  }

  async update(actor: Actor | undefined, id: unknown, input: Form<VendorForm>): Promise<Vendor> {
    const who = requireActor(actor);
    const data = readVendor(input);
    await this.db
      .transaction(async (m) => {
        const current = await this.find(m, id, true);
        await m.getRepository(Vendor).update({ id: current.id }, data);
        const changes = changesBetween(current, data);
        if (Object.keys(changes).length)
          await recordActivity(m, who, { action: "update", entity: "vendor", entityId: current.id, changes });
      })
      .catch(this.nameTaken(data.name));
    return this.find(this.db.manager, id);
  }

  /** A vendor without buses (its buses go first, and a bus that was on a booking stays). */
  async delete(actor: Actor | undefined, id: unknown): Promise<Vendor> {
    const who = requireActor(actor);
    return this.db.transaction(async (m) => {
      const current = await this.find(m, id, true);
      if (await m.getRepository(Bus).existsBy({ vendorId: current.id }))
        throw new ConflictError(msg("vendor.hasVehicles"));
      await m.getRepository(Vendor).delete({ id: current.id });
      await recordActivity(m, who, {
        action: "delete",
        entity: "vendor",
        entityId: current.id,
        changes: changesBetween(current, {}, ["name"]),
      });
      return current;
    });
  }

  async addVehicle(actor: Actor | undefined, vendorId: unknown, input: Form<VendorVehicleForm>): Promise<Bus> {
    const who = requireActor(actor);
    const data = readVehicle(input);
    const bus = await this.db
      .transaction(async (m) => {
        const vendor = await this.find(m, vendorId);
        const row = await m.getRepository(Bus).save(
          m.getRepository(Bus).create({
            ...data,
            vendorId: vendor.id,
            status: BusStatus.Available,
            features: [],
            images: [],
            lastMaintenance: null,
          }),
        );
        await recordActivity(m, who, {
          action: "create",
          entity: "vendor vehicle",
          entityId: row.id,
          changes: changesBetween({}, { vendor: vendor.name, ...data }),
        });
        return row;
      })
      .catch(this.registrationTaken(data.registrationNumber));
    this.events.publish(CONTENT_CHANGED, { area: "bus", id: bus.id });
    return bus;
  }

  async updateVehicle(actor: Actor | undefined, busId: unknown, input: Form<VendorVehicleForm>): Promise<Bus> {
    const who = requireActor(actor);
    const data = readVehicle(input);
    await this.db
      .transaction(async (m) => {
        const current = await this.vehicle(m, busId);
        await m.getRepository(Bus).update({ id: current.id }, data);
        const changes = changesBetween(current, data);
        if (Object.keys(changes).length)
          await recordActivity(m, who, { action: "update", entity: "vendor vehicle", entityId: current.id, changes });
      })
      .catch(this.registrationTaken(data.registrationNumber));
    this.events.publish(CONTENT_CHANGED, { area: "bus", id: busId as string });
    return this.vehicle(this.db.manager, busId);
  }

  /** A vendor's bus that never filled a vehicle of a booking (one that did stays, as the payables' record). */
  async removeVehicle(actor: Actor | undefined, busId: unknown): Promise<Bus> {
    const who = requireActor(actor);
    const bus = await this.db.transaction(async (m) => {
      const current = await this.vehicle(m, busId, true);
      if (await busOnBookings(m, current.id)) throw new ConflictError(msg("vendor.vehicleInUse"));
      await m.getRepository(Bus).delete({ id: current.id });
      await recordActivity(m, who, {
        action: "delete",
        entity: "vendor vehicle",
        entityId: current.id,
        changes: changesBetween(current, {}, ["name", "registrationNumber"]),
      });
      return current;
    });
    this.events.publish(CONTENT_CHANGED, { area: "bus", id: bus.id });
    return bus;
  }

  private async find(m: EntityManager, id: unknown, lock = false): Promise<Vendor> {
    const vendor = isUuid(id)
      ? await m.getRepository(Vendor).findOne({ where: { id }, ...(lock && { lock: { mode: "pessimistic_write" } }) })
      : null;
    if (!vendor) throw new NotFoundError(msg("vendor.notFound"));
    return vendor;
  }

  private async vehicle(m: EntityManager, id: unknown, lock = false): Promise<Bus> {
    const bus = isUuid(id)
      ? await m.getRepository(Bus).findOne({ where: { id }, ...(lock && { lock: { mode: "pessimistic_write" } }) })
      : null;
    if (!bus?.vendorId) throw new NotFoundError(msg("vendor.vehicleNotFound"));
    return bus;
  }

  private nameTaken(name: string) {
    return (e: unknown): never => {
      if (unique(e, "UQ_vendors_name")) throw new ConflictError(msg("vendor.nameTaken", { name }));
      throw e;
    };
  }

  private registrationTaken(registration: string) {
    return (e: unknown): never => {
      if (unique(e, "UQ_buses_registration_number"))
        throw new ConflictError(msg("vendor.registrationTaken", { registration }));
      throw e;
    };
  }
}

/** Every booking reader reads vendors; the fleet's keepers (`fleet.write`) change them. */
export const VENDOR_POLICIES: ServicePolicies<VendorService> = {
  ...needs(Permission.bookingsRead)("list", "get", "vehiclesOf", "vehiclesOfVendor"),
  ...needs(Permission.fleetWrite)("create", "update", "delete", "addVehicle", "updateVehicle", "removeVehicle"),
};
