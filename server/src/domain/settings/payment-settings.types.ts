import { Field, InputType, ObjectType } from "type-graphql";
import type { PaymentSettingsValues } from "./payment-settings.service";

@ObjectType({ description: "UPI payee and GSTIN (admins)" })
export class PaymentSettings implements PaymentSettingsValues {
  @Field(() => String, { nullable: true, description: "UPI ID (VPA)" }) upiId: string | null;
  @Field(() => String, { nullable: true }) upiPayee: string | null;
  @Field(() => String, { nullable: true }) gstin: string | null;
}

@InputType({ description: "UPI payee and GSTIN; empty fields clear them" })
export class PaymentSettingsInput {
  @Field(() => String, { nullable: true }) upiId?: string | null;
  @Field(() => String, { nullable: true }) upiPayee?: string | null;
  @Field(() => String, { nullable: true }) gstin?: string | null;
}
