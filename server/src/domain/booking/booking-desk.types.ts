import { Field, Float, InputType, ObjectType } from "type-graphql";
import type { FareForm, UpiPaymentValue } from "./booking-desk.service";

@InputType({ description: "The fare staff agreed by phone (INR) and the advance; empty fields clear them" })
export class FareInput implements FareForm {
  @Field(() => Float, { nullable: true }) agreedFare?: number | null;
  @Field(() => Float, { nullable: true }) advance?: number | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; empty while the advance is due" })
  advanceReceivedOn?: string | null;
}

@ObjectType({ description: "What the customer pays next by UPI" })
export class UpiPayment implements UpiPaymentValue {
  @Field({ description: "upi://pay link that opens the customer's UPI app" }) link: string;
  @Field(() => Float, { description: "INR" }) amount: number;
  @Field({ description: "advance or balance" }) purpose: "advance" | "balance";
  @Field({ description: "PNG data URL of a QR code of the link" }) qrPng: string;
}
