import { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, requireAdmin, open, needs } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { ContactMessage } from "./contact-message.entity";

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
    const repo = this.db.getRepository(ContactMessage);
    return repo.save(
      repo.create({
        name: v.requiredText(input.name, "Name", 100),
        email: v.email(input.email),
        phone: phone ? v.phone(phone) : null,
        subject: v.requiredText(input.subject, "Subject", 200),
        message: v.requiredText(input.message, "Message", 5000),
      }),
    );
  }

  async list(actor: Actor | undefined): Promise<ContactMessage[]> {
    requireAdmin(actor);
    return this.db.getRepository(ContactMessage).find({ order: { handled: "ASC", createdAt: "DESC" }, take: 500 });
  }

  async setHandled(actor: Actor | undefined, id: unknown, handled: boolean): Promise<ContactMessage> {
    requireAdmin(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("contact.notFound"));
    const repo = this.db.getRepository(ContactMessage);
    const row = await repo.findOneBy({ id });
    if (!row) throw new NotFoundError(msg("contact.notFound"));
    await repo.update({ id }, { handled, handledAt: handled ? new Date() : null });
    return (await repo.findOneBy({ id }))!;
  }
}

/** Anyone writes; staff read and mark handled. */
export const CONTACT_POLICIES: ServicePolicies<ContactService> = {
  ...open("submit"),
  ...needs(Permission.customersRead)("list"),
  ...needs(Permission.customersWrite)("setHandled"),
};
