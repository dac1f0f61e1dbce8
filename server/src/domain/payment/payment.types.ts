/** The payment ledger's GraphQL input types. */
import { Field, Float, InputType } from "type-graphql";
import { PaymentKind, PaymentMethod } from "./payment-enums";

@InputType({ description: "A payment staff received by hand" })
export class RecordPaymentInput {
  @Field(() => PaymentMethod, { description: "upiManual, cash or bank" })
  method: PaymentMethod;

  @Field(() => Float, { description: "INR received" })
  amount: number;

  @Field({ description: "The UTR, the bank's reference or the cash receipt's number" })
  reference: string;

  @Field(() => String, { nullable: true, description: "The day received (India), YYYY-MM-DD; today when omitted" })
  receivedOn?: string | null;

  @Field(() => PaymentKind, {
    nullable: true,
    description:
      "What it pays: the advance while the agreed advance is not all received, else the balance, when omitted",
  })
  kind?: PaymentKind | null;
}
