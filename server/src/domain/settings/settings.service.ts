import { Field, Float, InputType, ObjectType } from "type-graphql";
import { DataSource } from "typeorm";
import { ValidationError } from "../shared/errors";
import * as v from "../shared/validate";
import { Setting } from "./setting.entity";

@ObjectType()
export class WhatsappContact {
  @Field() label: string;
  @Field({ description: "Digits with country code, as wa.me expects" }) number: string;
}

@ObjectType({ description: "The site's contact details, hours and map location" })
export class SiteSettings {
  @Field(() => [String], { description: "The 4 booking phone numbers" }) bookingPhones: string[];
  @Field(() => [WhatsappContact], { description: "The 2 WhatsApp contacts" }) whatsappContacts: WhatsappContact[];
  @Field() email: string;
  @Field({ description: "Support hours shown in the contact widget" }) supportHours: string;
  @Field({ description: "Business hours shown on the contact page" }) businessHours: string;
  @Field() address: string;
  @Field(() => Float) mapLat: number;
  @Field(() => Float) mapLng: number;
}

@InputType()
export class WhatsappContactInput {
  @Field() label: string;
  @Field() number: string;
}

@InputType({ description: "The whole set of site settings" })
export class SiteSettingsInput {
  @Field(() => [String]) bookingPhones: string[];
  @Field(() => [WhatsappContactInput]) whatsappContacts: WhatsappContactInput[];
  @Field() email: string;
  @Field() supportHours: string;
  @Field() businessHours: string;
  @Field() address: string;
  @Field(() => Float) mapLat: number;
  @Field(() => Float) mapLng: number;
}

export function validateSettings(input: Partial<Record<keyof SiteSettings, unknown>>): SiteSettings {
  const phones = input.bookingPhones;
  if (!Array.isArray(phones) || phones.length !== 4) throw new ValidationError("Exactly 4 booking phone numbers are required.");
  const wa = input.whatsappContacts;
  if (!Array.isArray(wa) || wa.length !== 2) throw new ValidationError("Exactly 2 WhatsApp contacts are required.");
  const lat = Number(input.mapLat);
  const lng = Number(input.mapLng);
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new ValidationError("Map latitude must be between -90 and 90.");
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) throw new ValidationError("Map longitude must be between -180 and 180.");
  return Object.assign(new SiteSettings(), {
    bookingPhones: phones.map((p, i) => v.phone(p, `Booking phone ${i + 1}`)),
    whatsappContacts: wa.map((c: { label?: unknown; number?: unknown }, i) => {
      const number = String(c?.number ?? "").replace(/[\s+()-]/g, "");
      if (!/^\d{8,15}$/.test(number)) throw new ValidationError(`WhatsApp number ${i + 1} must be 8-15 digits with the country code.`);
      return { label: v.requiredText(c?.label, `WhatsApp label ${i + 1}`, 60), number };
    }),
    email: v.email(input.email),
    supportHours: v.requiredText(input.supportHours, "Support hours", 100),
    businessHours: v.requiredText(input.businessHours, "Business hours", 100),
    address: v.requiredText(input.address, "Address", 300),
    mapLat: lat,
    mapLng: lng,
  });
}

export const SITE_SETTINGS_KEY = "site";

export class SettingsService {
  constructor(private readonly db: DataSource) {}

  async get(): Promise<SiteSettings> {
    const row = await this.db.getRepository(Setting).findOneBy({ key: SITE_SETTINGS_KEY });
    return Object.assign(new SiteSettings(), row?.value ?? {});
  }

  async save(input: Partial<Record<keyof SiteSettings, unknown>>): Promise<SiteSettings> {
    const value = validateSettings(input);
    await this.db.getRepository(Setting).upsert({ key: SITE_SETTINGS_KEY, value }, ["key"]);
    return this.get();
  }
}
