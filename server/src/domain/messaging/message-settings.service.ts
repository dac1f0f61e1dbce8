import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { ValidationError } from "../shared/errors";
import { indiaDate } from "../shared/calendar";
import { Language } from "../shared/enums";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { MESSAGE_TEMPLATES, type MessageTemplate } from "./message-templates";
import { monthCosts } from "./messaging.queries";
import { TEMPLATE_SWITCHES } from "./phone-outbox";

/** A template as Settings → Messages (and both APIs) show it: its facts, its words and ids per language, its switch. */
export interface TemplateView {
  name: string;
  category: string;
  audience: string;
  when: string;
  parameters: string[];
  texts: Array<{ language: string; whatsapp: string; sms: string; smsFlowId: string; dltTemplateId: string }>;
  enabled: boolean;
}

const viewOf = (x: MessageTemplate, enabled: boolean): TemplateView => ({
  ...{ name: x.name, category: x.category, audience: x.audience, when: x.when, parameters: [...x.parameters] },
  texts: Object.values(Language).map((language) => ({
    ...{ language, whatsapp: x.text[language], sms: x.sms[language] },
    ...{ smsFlowId: x.smsFlowId[language], dltTemplateId: x.dltTemplateId[language] },
  })),
  enabled,
});

/**
 * Settings → Messages: every template's texts (WhatsApp and SMS, Hindi and English) with its ids and switch,
 * whether WhatsApp and SMS really leave (keys set) or land in the outbox folder, and a month's messages and
 * their cost per template.
 */
export class MessageSettings {
  constructor(
    private readonly db: DataSource,
    private readonly live: {
      whatsapp: boolean;
      sms: boolean;
      smsWebhookUrl: string | null;
      whatsappWebhookUrl: string;
    },
    private readonly clock: Clock,
  ) {}

  async templates(actor: Actor | undefined): Promise<TemplateView[]> {
    requireActor(actor);
    const { off } = await TEMPLATE_SWITCHES.read(this.db.manager);
    return MESSAGE_TEMPLATES.map((x) => viewOf(x, !off.includes(x.name)));
  }

  /** Switches one template on or off (the activity log records it). */
  async setEnabled(actor: Actor | undefined, name: unknown, enabled: unknown): Promise<TemplateView[]> {
    const staff = requireActor(actor);
    if (!MESSAGE_TEMPLATES.some((x) => x.name === name) || typeof enabled !== "boolean")
      throw new ValidationError(msg("messaging.unknownTemplate"));
    const { off } = await TEMPLATE_SWITCHES.read(this.db.manager);
    await TEMPLATE_SWITCHES.save(this.db, staff, {
      off: enabled ? off.filter((n) => n !== name) : [...off, name as string],
    });
    return this.templates(staff);
  }

  status(actor: Actor | undefined) {
    requireActor(actor);
    return this.live;
  }

  /** A month's (YYYY-MM, India's calendar; default this month) messages sent per template and channel, and their cost. */
  async costs(actor: Actor | undefined, month?: unknown) {
    requireActor(actor);
    const chosen =
      month === undefined || month === null || month === "" ? indiaDate(this.clock.now()).slice(0, 7) : month;
    if (typeof chosen !== "string" || !/^\d{4}-(0[1-9]|1[0-2])$/.test(chosen))
      throw new ValidationError(msg("messaging.badMonth"), { field: "month" });
    return { month: chosen, rows: await monthCosts(this.db, chosen) };
  }
}

export const MESSAGE_SETTINGS_POLICIES: ServicePolicies<MessageSettings> = {
  ...needs(Permission.bookingsRead)("templates", "status"),
  ...needs(Permission.settingsWrite)("setEnabled"),
  ...needs(Permission.reportsRead)("costs"),
};
