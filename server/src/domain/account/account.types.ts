import { Field, Float, InputType, Int, ObjectType } from "type-graphql";
import type { Settlement, TripState } from "./close-out.service";
import type { FareForm } from "./fare.service";
import type { Margin } from "./margin.service";

@InputType({ description: "The fare staff agreed by phone (INR) and the advance; empty fields clear them" })
export class FareInput implements FareForm {
  @Field(() => Float, { nullable: true }) agreedFare?: number | null;
  @Field(() => Float, { nullable: true }) advance?: number | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; empty while the advance is due" })
  advanceReceivedOn?: string | null;
}

@ObjectType({
  description: "A line the closed trip offered the bill (extra km, a toll, parking, a permit), and staff's decision",
})
export class SettlementCharge {
  @Field() description: string;
  @Field(() => Int, { description: "Paise" }) amountPaise: number;
  @Field(() => Boolean, { nullable: true, description: "Approved (billed), rejected, or null: not decided yet" })
  approved: boolean | null;
}

@ObjectType({ description: "A trip's final bill, as staff read it on the booking (every amount integer paise)" })
export class TripSettlement implements Settlement {
  @Field(() => String, { description: "NotStarted, Started, Closed (by the driver or staff) or Completed" })
  tripState: TripState;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => Int, { nullable: true, description: "The accepted quote's km; null without one" })
  quotedKm: number | null;
  @Field(() => Int, { nullable: true, description: "Closing − opening km; null before the close" })
  actualKm: number | null;
  @Field(() => [SettlementCharge]) charges: SettlementCharge[];
  @Field(() => Int, { nullable: true, description: "What was collected on board; null before the close" })
  collectedPaise: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "What the booking bills: its tax documents once issued, else its terms (quote or fare, approved charges)",
  })
  billedPaise: number | null;
  @Field(() => Int, { description: "The advance once received, and what was collected on board" })
  receivedPaise: number;
  @Field(() => Int, { nullable: true, description: "Billed − received" }) balancePaise: number | null;
  @Field(() => [String], { description: "What completing still waits for (empty: it may be completed, or it is)" })
  missing: string[];
}

@ObjectType({ description: "The tax invoice issuing would write now: to whom and its totals (paise)" })
export class InvoicePreviewFigures {
  @Field() recipient: string;
  @Field(() => String, { nullable: true }) gstin: string | null;
  @Field(() => Int) taxablePaise: number;
  @Field(() => Int, { description: "Reimbursements at cost, outside GST" }) nonTaxablePaise: number;
  @Field(() => Int) cgstPaise: number;
  @Field(() => Int) sgstPaise: number;
  @Field(() => Int) igstPaise: number;
  @Field(() => Int) taxPaise: number;
  @Field(() => Int) totalPaise: number;
  @Field({ description: "The recipient pays the tax (not charged on the invoice)" }) reverseCharge: boolean;
}

@ObjectType({
  description: "What a booking leaves once its hired-in buses are paid for (staff with money.read), exact rupee text",
})
export class BookingMargin implements Margin {
  @Field({ description: "The taxable value its terms bill (GST and reimbursements at cost aside)" }) price: string;
  @Field({ description: "The vendor costs agreed for its hired-in buses" }) vendorCosts: string;
  @Field({ description: "price − vendorCosts" }) margin: string;
}
