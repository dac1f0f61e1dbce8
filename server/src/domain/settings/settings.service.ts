import { Field, Float, ObjectType } from "type-graphql";
import { DataSource } from "typeorm";
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

export const SITE_SETTINGS_KEY = "site";

export class SettingsService {
  constructor(private readonly db: DataSource) {}

  async get(): Promise<SiteSettings> {
    const row = await this.db.getRepository(Setting).findOneBy({ key: SITE_SETTINGS_KEY });
    return Object.assign(new SiteSettings(), row?.value ?? {});
  }

  async save(value: SiteSettings): Promise<SiteSettings> {
    await this.db.getRepository(Setting).upsert({ key: SITE_SETTINGS_KEY, value }, ["key"]);
    return this.get();
  }
}
