import { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { ContactMessage } from "./contact-message.entity";
import { changesBetween, recordActivity } from "../shared/activity";

/** The contact form as sent by the API. */
export interface ContactForm {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  subject?: unknown;
  message?: unknown;
}

/** The contact form's messages, stored for staff (PRODUCT.md §8). */
export class ContactService {
  constructor(private readonly db: DataSource) {}

  async submit(input: ContactForm): Promise<ContactMessage> {
    const phone = v.optionalText(input.phone, "Phone", 32);
    const data = {
      name: v.requiredText(input.name, "Name", 100),
      email: v.email(input.email),
      phone: phone ? v.phone(phone) : null,
      subject: v.requiredText(input.subject, "Subject", 200),
      message: v.requiredText(input.message, "Message", 5000),
    };
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(ContactMessage);
      const saved = await repo.save(repo.create(data));
      // A visitor is not signed in: the entry is the visitor's, by the name they gave.
      await recordActivity(
        m,
        { id: null, name: data.name },
        {
          action: "create",
          entity: "contact",
          entityId: saved.id,
          changes: changesBetween({}, { email: data.email, subject: data.subject }),
        },
      );
      return saved;
    });
  }

  async list(actor: Actor | undefined): Promise<ContactMessage[]> {
    requireActor(actor);
    return this.db.getRepository(ContactMessage).find({ order: { handled: "ASC", createdAt: "DESC" }, take: 500 });
  }

  async setHandled(actor: Actor | undefined, id: unknown, handled: boolean): Promise<ContactMessage> {
    const who = requireActor(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("contact.notFound"));
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(ContactMessage);
      const row = await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
      if (!row) throw new NotFoundError(msg("contact.notFound"));
      await repo.update({ id }, { handled, handledAt: handled ? new Date() : null });
      const changes = changesBetween(row, { handled }, ["handled"]);
      if (Object.keys(changes).length)
        await recordActivity(m, who, { action: "update", entity: "contact", entityId: id, changes });
      return (await repo.findOneBy({ id }))!;
    });
  }
}

/** Anyone writes; staff read and mark handled. */
export const CONTACT_POLICIES: ServicePolicies<ContactService> = {
  ...open("submit"),
  ...needs(Permission.customersRead)("list"),
  ...needs(Permission.customersWrite)("setHandled"),
};
