import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Bus } from "../bus/bus.entity";
import { type GstRate, rupeesText, PAISE_COLUMN } from "../shared/money";

/** bigint paise from PostgreSQL (a string) to a number (exact below 2^53). */

/**
 * The operator's rates for one bus, or for a band of seats: each save is a new version from a day on
 * (rate_card_versions), so a quote keeps the version it was made with.
 */
@ObjectType({ description: "The operator's rates for one bus or a band of capacities (staff)" })
@Entity("rate_cards")
@Check("CHK_rate_cards_scope", `"busId" IS NOT NULL OR ("seatsFrom" IS NOT NULL AND "seatsTo" IS NOT NULL)`)
@Check(
  "CHK_rate_cards_band",
  `"seatsFrom" IS NULL OR "seatsTo" IS NULL OR ("seatsFrom" >= 1 AND "seatsTo" >= "seatsFrom")`,
)
@Index("UQ_rate_cards_bus", ["busId"], { unique: true, where: `"busId" IS NOT NULL` })
export class RateCard {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field(() => ID, { nullable: true, description: "The bus it prices; null for a band of capacities" })
  @Column({ type: "uuid", nullable: true })
  busId: string | null;

  @ManyToOne(() => Bus, { onDelete: "CASCADE", nullable: true })
  bus?: Bus | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  seatsFrom: number | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  seatsTo: number | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

@ObjectType({ description: "A rate card's rates from a day on (amounts in rupees, exact)" })
@Entity("rate_card_versions")
@Check(
  "CHK_rate_card_versions_amounts",
  `"perKmPaise" >= 0 AND "perKmPaise" <= 100000 AND "minKmPerDay" >= 0 AND "minKmPerDay" <= 2000 AND "driverAllowancePaise" >= 0 AND "driverAllowancePaise" <= 1000000 AND "nightHaltPaise" >= 0 AND "nightHaltPaise" <= 1000000`,
)
@Check("CHK_rate_card_versions_gst", `"gstRate" IN (5, 12)`)
@Index("UQ_rate_card_versions_day", ["rateCardId", "effectiveFrom"], { unique: true })
export class RateCardVersion {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Column("uuid")
  rateCardId: string;

  @ManyToOne(() => RateCard, { onDelete: "CASCADE" })
  rateCard?: RateCard;

  @Field({ description: "YYYY-MM-DD: these rates apply to quotes prepared from this day (India)" })
  @Column("date")
  effectiveFrom: string;

  @Column("bigint", { transformer: PAISE_COLUMN })
  perKmPaise: number;

  @Field(() => Int)
  @Column("int")
  minKmPerDay: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  driverAllowancePaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  nightHaltPaise: number;

  @Field(() => Int, { description: "GST, percent: 5 or 12" })
  @Column("int")
  gstRate: GstRate;

  @Field()
  @Column("text", { default: "" })
  inclusions: string;

  @Field()
  @Column("text", { default: "" })
  exclusions: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => String, { description: "₹ per km, e.g. 65.00" })
  get perKm(): string {
    return rupeesText(this.perKmPaise);
  }

  @Field(() => String, { description: "₹ per day" })
  get driverAllowance(): string {
    return rupeesText(this.driverAllowancePaise);
  }

  @Field(() => String, { description: "₹ per night" })
  get nightHalt(): string {
    return rupeesText(this.nightHaltPaise);
  }
}
