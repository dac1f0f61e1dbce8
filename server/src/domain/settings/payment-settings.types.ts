import { Field, InputType, ObjectType } from "type-graphql";
import type { PaymentSettingsValues } from "./payment-settings.service";

const GSTIN_MOVED = "The operator's GSTIN is Settings → Tax's (taxSettings.gstin); this field is always null.";

@ObjectType({ description: "UPI payee (admins)" })
export class PaymentSettings implements PaymentSettingsValues {
  @Field(() => String, { nullable: true, description: "UPI ID (VPA)" }) upiId: string | null;
  @Field(() => String, { nullable: true }) upiPayee: string | null;
  @Field(() => String, { nullable: true, deprecationReason: GSTIN_MOVED }) gstin?: string | null;
}

@InputType({ description: "UPI payee; empty fields clear them" })
export class PaymentSettingsInput {
  @Field(() => String, { nullable: true }) upiId?: string | null;
  @Field(() => String, { nullable: true }) upiPayee?: string | null;
  @Field(() => String, {
    nullable: true,
    deprecationReason: "Accepted and ignored: the operator's GSTIN is saved in Settings → Tax (updateTaxSettings).",
  })
  gstin?: string | null;
}
