import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { GstRate } from "../shared/money";
import type { TaxSettingsValues } from "./tax-settings.service";
import type { AfterInvoice, Constitution } from "./tax-rule";

@ObjectType({ description: "The operator's GST registration printed on tax invoices (staff)" })
export class TaxSettings implements TaxSettingsValues {
  @Field() legalName: string;
  @Field() address: string;
  @Field(() => String, { nullable: true, description: "Without it, no tax invoice is issued" }) gstin: string | null;
  @Field({ description: "GST state code, two digits (09: Uttar Pradesh)" }) state: string;
  @Field(() => Int, { description: "5: 5 % without input tax credit; 12: 12 % with it" }) scheme: GstRate;
  @Field(() => String, {
    description:
      "The operator's constitution: proprietorship, partnership, llp, company or other. A body corporate (llp, company) never supplies on reverse charge",
  })
  constitution: Constitution;
  @Field(() => String, {
    description:
      "A change of the fare after the tax invoice: notes (a credit or debit note for the difference) or refuse (the fare stays as invoiced)",
  })
  afterInvoice: AfterInvoice;
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
  @Field(() => String, { nullable: true, description: "proprietorship, partnership, llp, company or other" })
  constitution?: string | null;
  @Field(() => String, { nullable: true, description: "notes or refuse" }) afterInvoice?: string | null;
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
  @Field({
    nullable: true,
    description: "A company or an LLP (a body corporate); a GSTIN of a company says so itself",
  })
  bodyCorporate?: boolean;
}
