import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { Booking } from "../booking/booking.entity";
import { QuoteState, sqlIn } from "../shared/enums";
import { type LineKind, LINE_KINDS, quoteLineAmount } from "./quote-pricing";
import { rupeesText, PAISE_COLUMN } from "../shared/money";

registerEnumType(QuoteState, {
  name: "QuoteState",
  description: "Draft, Sent, Accepted, Declined, Expired, Superseded",
});

/**
 * One version of a booking's price: lines and totals in paise, computed on the server. A Draft is
 * edited; sending freezes it; a new version supersedes the last sent one. The database keeps one
 * Draft and one Accepted quote per booking at most (partial unique indexes).
 */
@ObjectType({ description: "One version of a booking's quote (amounts in rupees, exact, as text)" })
@Entity("quotes")
@Check("CHK_quotes_state", sqlIn("state", QuoteState))
@Check("CHK_quotes_version", `"version" >= 1`)
@Check("CHK_quotes_totals", `"totalPaise" >= 0 AND "advancePaise" >= 0 AND "advancePaise" <= "totalPaise"`)
@Check("CHK_quotes_advance_percent", `"advancePercent" IS NULL OR ("advancePercent" >= 0 AND "advancePercent" <= 100)`)
@Index("UQ_quotes_version", ["bookingId", "version"], { unique: true })
@Index("UQ_quotes_one_draft", ["bookingId"], { unique: true, where: `"state" = 'Draft'` })
@Index("UQ_quotes_one_accepted", ["bookingId"], { unique: true, where: `"state" = 'Accepted'` })
@Index("IDX_quotes_sent_valid", ["validUntil"], { where: `"state" = 'Sent'` })
export class Quote {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  @Field(() => Int, { description: "1, 2, ...: each re-quote is a new version" })
  @Column("int")
  version: number;

  @Field(() => QuoteState)
  @Column("varchar", { default: QuoteState.Draft })
  state: QuoteState;

  @Column({ type: "uuid", nullable: true })
  rateCardVersionId: string | null;

  @Field(() => [QuoteLine])
  @OneToMany(() => QuoteLine, (l) => l.quote, { cascade: ["insert"] })
  lines: QuoteLine[];

  @Field(() => Int, { description: "GST, percent" })
  @Column("int")
  gstRate: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  taxablePaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  cgstPaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  sgstPaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN, default: 0 })
  igstPaise: number;

  @Field({ description: "CGST + SGST (true) or IGST (false), as the invoice will carry them" })
  @Column("boolean", { default: true })
  intraState: boolean;

  @Field({ description: "The recipient pays the tax on reverse charge: shown, not charged" })
  @Column("boolean", { default: false })
  reverseCharge: boolean;

  @Field(() => String, {
    nullable: true,
    description: "GST state code of the place of supply the heads follow (null on quotes made before it was kept)",
  })
  @Column({ type: "varchar", length: 2, nullable: true })
  placeOfSupply: string | null;

  @Column("bigint", { transformer: PAISE_COLUMN })
  passThroughPaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  totalPaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  advancePaise: number;

  @Field(() => Int, { nullable: true, description: "The advance as a percentage of the total, when staff gave one" })
  @Column("int", { nullable: true })
  advancePercent: number | null;

  @Field({ description: "YYYY-MM-DD: the last day (India) the quote can be accepted" })
  @Column("date")
  validUntil: string;

  @Field()
  @Column("text", { default: "" })
  inclusions: string;

  @Field()
  @Column("text", { default: "" })
  exclusions: string;

  @Field({ description: "A note to the customer" })
  @Column("text", { default: "" })
  notes: string;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  acceptedAt: Date | null;

  @Column({ type: "uuid", nullable: true })
  acceptedById: string | null;

  @Field(() => String, { nullable: true, description: "Who accepted (their name), for staff and the customer" })
  @Column("text", { nullable: true })
  acceptedByName: string | null;

  @Column("text", { nullable: true })
  acceptedFromIp: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The customer's request for a change (the quote is then Declined)",
  })
  @Column("text", { nullable: true })
  changeRequest: string | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  changeRequestedAt: Date | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => String, { description: "Sum of the taxable lines, ₹" }) get taxable(): string {
    return rupeesText(this.taxablePaise);
  }
  @Field(() => String, { description: "Central GST (half of GST within the state), ₹" }) get cgst(): string {
    return rupeesText(this.cgstPaise);
  }
  @Field(() => String, { description: "State GST (half of GST within the state), ₹" }) get sgst(): string {
    return rupeesText(this.sgstPaise);
  }
  @Field(() => String, { description: "Integrated GST (between states), ₹" }) get igst(): string {
    return rupeesText(this.igstPaise);
  }
  @Field(() => String, { description: "All GST: CGST + SGST, or IGST, ₹" }) get gst(): string {
    return rupeesText(this.cgstPaise + this.sgstPaise + this.igstPaise);
  }
  @Field(() => String, { description: "Tolls, parking and permits at fixed amounts (outside GST), ₹" })
  get passThrough(): string {
    return rupeesText(this.passThroughPaise);
  }
  @Field(() => String, { description: "The quote's total, ₹" }) get total(): string {
    return rupeesText(this.totalPaise);
  }
  @Field(() => String, { description: "The advance due on acceptance, ₹" }) get advance(): string {
    return rupeesText(this.advancePaise);
  }
}

@ObjectType({ description: "A line of a quote" })
@Entity("quote_lines")
@Check("CHK_quote_lines_kind", `"kind" IN (${LINE_KINDS.map((k) => `'${k}'`).join(", ")})`)
@Check(
  "CHK_quote_lines_amounts",
  `"quantity" >= 0 AND ("unitPaise" IS NULL OR "unitPaise" >= 0) AND ("atActuals" OR "unitPaise" IS NOT NULL)`,
)
export class QuoteLine {
  @Column("uuid", { primary: true })
  quoteId: string;

  @ManyToOne(() => Quote, (q) => q.lines, { onDelete: "CASCADE" })
  quote?: Quote;

  @Field(() => Int)
  @Column("int", { primary: true })
  position: number;

  @Field(() => String, { description: "km, driver, night-halt, toll, parking, permit, discount or other" })
  @Column("varchar")
  kind: LineKind;

  @Field()
  @Column("text")
  label: string;

  @Field(() => Int)
  @Column("int")
  quantity: number;

  @Column("bigint", { nullable: true, transformer: PAISE_COLUMN })
  unitPaise: number | null;

  @Field({ description: "Charged at cost after the trip: no amount now" })
  @Column("boolean", { default: false })
  atActuals: boolean;

  @Field(() => String, { nullable: true, description: "Per unit, ₹; null at actuals" }) get unit(): string | null {
    return this.unitPaise === null ? null : rupeesText(this.unitPaise);
  }
  @Field(() => String, { nullable: true, description: "quantity × unit, ₹ (negative for a discount); null at actuals" })
  get amount(): string | null {
    const a = quoteLineAmount(this);
    return a === null ? null : rupeesText(a);
  }
}
