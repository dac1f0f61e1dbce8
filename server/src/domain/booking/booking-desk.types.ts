import { Field, Float, ObjectType } from "type-graphql";
import type { UpiPaymentValue } from "./booking-desk.service";

@ObjectType({ description: "What the customer pays next by UPI" })
export class UpiPayment implements Omit<UpiPaymentValue, "amountPaise"> {
  @Field({ description: "upi://pay link that opens the customer's UPI app" }) link: string;
  @Field(() => Float, { description: "INR" }) amount: number;
  @Field({ description: "advance or balance" }) purpose: "advance" | "balance";
  @Field({ description: "PNG data URL of a QR code of the link" }) qrPng: string;
}
