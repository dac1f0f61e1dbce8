import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { TaxSettingsValues } from "../settings/tax-settings.service";
import type { GstScheme } from "./gst";

@ObjectType({ description: "The operator's GST registration printed on tax invoices (staff)" })
export class TaxSettings implements TaxSettingsValues {
  @Field() legalName: string;
  @Field() address: string;
  @Field(() => String, { nullable: true, description: "Without it, no tax invoice is issued" }) gstin: string | null;
  @Field({ description: "GST state code, two digits (09: Uttar Pradesh)" }) state: string;
  @Field(() => Int, { description: "5: 5 % without input tax credit; 12: 12 % with it" }) scheme: GstScheme;
  @Field({ description: "Services Accounting Code (9966)" }) sac: string;
  @Field({ description: "KCT in KCT/2026-27/0001" }) invoicePrefix: string;
}

@InputType({ description: "Settings → Tax (the Owner only)" })
export class TaxSettingsInput {
  @Field(() => String, { nullable: true }) legalName?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: "Empty clears it" }) gstin?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => Int, { nullable: true }) scheme?: number | null;
  @Field(() => String, { nullable: true }) sac?: string | null;
  @Field(() => String, { nullable: true }) invoicePrefix?: string | null;
}

@InputType({ description: "Who a booking's invoice is made out to" })
export class BillingInput {
  @Field() name: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: "The customer's GSTIN; its first two digits give the state" })
  gstin?: string | null;
  @Field({ nullable: true, description: "A business (true) or an individual" }) business?: boolean;
}
