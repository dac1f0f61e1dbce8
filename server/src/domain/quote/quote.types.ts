import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { AcceptForm, ChangeRequestForm } from "./quote-acceptance.service";
import type { QuoteForm, QuoteLineForm } from "./quote-form";
import type { QuoteLinkValues } from "./quote-links.service";
import { RateCard, RateCardVersion } from "./rate-card.entity";
import type { RateCardForm, RateCardValue } from "./rate-card.service";
import { TripPlan } from "../booking/trip-plan";

/** GraphQL types of rate cards and quotes. Rules and sums live in the services (amounts are rupees as text, exact). */
@InputType({ description: "A rate card's scope and its rates from a day on (a new card without id)" })
export class RateCardInput implements RateCardForm {
  @Field(() => ID, { nullable: true, description: "The card to add a version to; empty for a new card" })
  id?: string | null;
  @Field() name: string;
  @Field(() => ID, { nullable: true, description: "The bus it prices; empty for a band of seats" }) busId?:
    string | null;
  @Field(() => Int, { nullable: true }) seatsFrom?: number | null;
  @Field(() => Int, { nullable: true }) seatsTo?: number | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; today when empty" }) effectiveFrom?: string | null;
  @Field({ description: "₹ per km, e.g. 65 or 65.50" }) perKm: string;
  @Field(() => Int) minKmPerDay: number;
  @Field({ description: "₹ per day" }) driverAllowance: string;
  @Field({ description: "₹ per night" }) nightHalt: string;
  @Field(() => Int, { description: "5 or 12" }) gstRate: number;
  @Field(() => String, { nullable: true }) inclusions?: string | null;
  @Field(() => String, { nullable: true }) exclusions?: string | null;
}

@ObjectType({ description: "A rate card with the version in force today and all its versions (newest first)" })
export class RateCardView implements RateCardValue {
  @Field(() => RateCard) card: RateCard;
  @Field(() => RateCardVersion) current: RateCardVersion;
  @Field(() => [RateCardVersion]) versions: RateCardVersion[];
}

@InputType({ description: "A quote line as staff edit it" })
export class QuoteLineInput implements QuoteLineForm {
  @Field({ description: "km, driver, night-halt, toll, parking, permit, discount or other" }) kind: string;
  @Field() label: string;
  @Field(() => Int) quantity: number;
  @Field(() => String, { nullable: true, description: "₹ per unit; empty at actuals" }) unit?: string | null;
  @Field({ defaultValue: false, description: "Tolls, parking, permits: charged at cost after the trip" })
  atActuals: boolean;
}

@InputType({ description: "The Draft's lines and terms; the server computes every total" })
export class QuoteInput implements QuoteForm {
  @Field(() => [QuoteLineInput]) lines: QuoteLineInput[];
  @Field({ description: "YYYY-MM-DD" }) validUntil: string;
  @Field(() => Int, { nullable: true, description: "Advance as a percentage of the total" })
  advancePercent?: number | null;
  @Field(() => String, { nullable: true, description: "Or the advance as an amount, ₹" }) advanceAmount?: string | null;
  @Field(() => String, { nullable: true }) inclusions?: string | null;
  @Field(() => String, { nullable: true }) exclusions?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType({ description: "The customer accepts the latest quote" })
export class AcceptQuoteInput implements AcceptForm {
  @Field(() => String, { nullable: true, description: "The e-mailed link's token (guests)" }) token?: string | null;
  @Field({ description: "The customer ticked the terms" }) acceptTerms: boolean;
  @Field(() => Int, { nullable: true, description: "The version the customer read" }) version?: number | null;
}

@InputType({ description: "The customer asks for a change to the latest quote" })
export class QuoteChangeInput implements ChangeRequestForm {
  @Field(() => String, { nullable: true, description: "The e-mailed link's token (guests)" }) token?: string | null;
  @Field() message: string;
}

@ObjectType({ description: "What staff share once a quote is sent" })
export class QuoteShareLinks implements QuoteLinkValues {
  @Field({ description: "The customer's quote page, with the token a guest needs" }) customerLink: string;
  @Field(() => String, { nullable: true, description: "wa.me link with the message prefilled" })
  whatsappLink: string | null;
}

@ObjectType({ description: "The trip a quote prices, as the customer's quote page shows it" })
export class QuoteTrip {
  @Field({ description: "BK- and the last 4 characters of the booking id" }) reference: string;
  @Field() pickupLocation: string;
  @Field() destination: string;
  @Field({ description: "YYYY-MM-DD" }) departureDate: string;
  @Field(() => Int) days: number;
  @Field(() => Int, { nullable: true }) passengers: number | null;
  @Field(() => String, { nullable: true }) busName: string | null;
  @Field(() => Number, { nullable: true, description: "The trip's km (garage to garage with a plan)" })
  distance: number | null;
  @Field(() => TripPlan, { nullable: true }) plan: TripPlan | null;
}
