import { DataSource } from "typeorm";
import { User } from "../auth/user.entity";
import { Booking } from "../booking/booking.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { Role } from "../shared/enums";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { StaffNote } from "./staff-note.entity";
import { recordActivity } from "../shared/activity";

export type NoteTarget = "booking" | "customer";

/** Staff's internal notes on bookings and customers: who wrote what, when. Staff only, whatever the API. */
export class StaffNoteService {
  constructor(private readonly db: DataSource) {}

  /** The notes on a booking or a customer, oldest first, with their authors. */
  async list(actor: Actor | undefined, target: NoteTarget, id: unknown): Promise<StaffNote[]> {
    requireActor(actor);
    const key = await this.targetKey(target, id);
    return this.db
      .getRepository(StaffNote)
      .find({ where: key, relations: { author: true }, order: { createdAt: "ASC", id: "ASC" } });
  }

  async add(actor: Actor | undefined, target: NoteTarget, id: unknown, body: unknown): Promise<StaffNote> {
    const staff = requireActor(actor);
    const key = await this.targetKey(target, id);
    const text = v.requiredText(body, "Note", 2000);
    const note = this.db.getRepository(StaffNote).create({ ...key, body: text, authorId: staff.id });
    await this.db.transaction(async (m) => {
      await m.getRepository(StaffNote).insert(note);
      // Logged on what the note is about (a booking's View shows it), with the note's text.
      await recordActivity(m, staff, {
        action: "note",
        entity: target,
        entityId: "bookingId" in key ? key.bookingId : key.customerId,
        changes: { note: [null, text] },
      });
    });
    return (await this.db.getRepository(StaffNote).findOne({ where: { id: note.id }, relations: { author: true } }))!;
  }

  private async targetKey(target: NoteTarget, id: unknown): Promise<{ bookingId: string } | { customerId: string }> {
    if (target === "booking") {
      if (!isUuid(id) || !(await this.db.getRepository(Booking).existsBy({ id })))
        throw new NotFoundError(msg("booking.notFound"));
      return { bookingId: id };
    }
    if (!isUuid(id) || !(await this.db.getRepository(User).existsBy({ id, role: Role.user })))
      throw new NotFoundError(msg("customer.notFound"));
    return { customerId: id };
  }
}

export const STAFF_NOTE_POLICIES: ServicePolicies<StaffNoteService> = {
  ...needs(Permission.bookingsRead, Permission.customersRead)("list"),
  ...needs(Permission.bookingsWrite, Permission.customersWrite)("add"),
};
