import { Field, Float, InputType, ObjectType } from "type-graphql";
import type { QuoteSettingsValues } from "./quote-settings.service";
import type { SiteSettingsValues } from "./settings.service";

/** GraphQL types of the site settings; their rules live in validateSettings. */
@ObjectType()
export class WhatsappContact {
  @Field() label: string;
  @Field({ description: "Digits with country code, as wa.me expects" }) number: string;
}

@ObjectType({ description: "The site's contact details, hours and map location" })
export class SiteSettings implements SiteSettingsValues {
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

@ObjectType({ description: "Where trips start and end, and the cancellation terms quotes show" })
export class QuoteSettings implements QuoteSettingsValues {
  @Field() depot: string;
  @Field() cancellationTerms: string;
  @Field({ description: "The cancellation terms in Hindi (Hindi quote page and PDF); empty: the English terms" })
  cancellationTermsHi: string;
}

@InputType()
export class QuoteSettingsInput implements Partial<QuoteSettingsValues> {
  @Field() depot: string;
  @Field() cancellationTerms: string;
  @Field(() => String, { nullable: true, description: "Left out: the Hindi terms stay as they are" })
  cancellationTermsHi?: string;
}
