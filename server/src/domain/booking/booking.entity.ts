import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { Bus } from "../bus/bus.entity";
import { BookingStatus, sqlIn } from "../shared/enums";
import { User } from "../auth/user.entity";
import { PAISE_COLUMN, type Paise, rupeesNumber } from "../shared/money";

@ObjectType({ description: "A booking request" })
@Entity("bookings")
@Check("CHK_bookings_days", `"days" >= 1`)
@Check("CHK_bookings_status", sqlIn("status", BookingStatus))
@Check("CHK_bookings_passengers", `"passengers" IS NULL OR "passengers" >= 1`)
@Check(
  "CHK_bookings_fare",
  `("agreedFarePaise" IS NULL OR "agreedFarePaise" >= 0) AND ("agreedAdvancePaise" IS NULL OR ("agreedFarePaise" IS NOT NULL AND "agreedAdvancePaise" >= 0))`,
)
@Check("CHK_bookings_distance", `"distance" IS NULL OR "distance" >= 0`)
@Index("EX_bookings_confirmed_bus_overlap", { synchronize: false })
@Index("IDX_bookings_created", ["createdAt", "id"])
@Index("IDX_bookings_departure", ["departureDate", "id"])
// Migration BookingCountersByStatement: (status | busId, createdAt, id) INCLUDE the other filters' columns, so
// counting a combination of filters reads the index only.
@Index("IDX_bookings_status_created", { synchronize: false })
@Index("IDX_bookings_bus_created", { synchronize: false })
@Index("IDX_bookings_owner_created", ["ownerId", "createdAt", "id"])
@Index("IDX_bookings_balance_missing", { synchronize: false })
export class Booking {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column({ type: "uuid", nullable: true })
  ownerId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  owner: User | null;

  @Field()
  @Column()
  name: string;

  @Field()
  @Index()
  @Column()
  email: string;

  @Field()
  @Column()
  phone: string;

  @Field()
  @Column()
  pickupLocation: string;

  @Field()
  @Column()
  destination: string;

  @Field({ description: "YYYY-MM-DD" })
  @Column({ type: "date" })
  departureDate: string;

  @Field(() => Int)
  @Column("int")
  days: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Approximate road km of the trip, garage to garage (from the depot in Settings and back unless one-way); null when unknown",
  })
  @Column("double precision", { nullable: true })
  distance: number | null;

  @Index()
  @Column({ type: "uuid", nullable: true })
  busId: string | null;

  @ManyToOne(() => Bus, { onDelete: "SET NULL", nullable: true })
  bus: Bus | null;

  @Field(() => BookingStatus)
  @Index()
  @Column({ type: "varchar", default: BookingStatus.Pending })
  status: BookingStatus;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  notes: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Number of passengers; null on bookings made before it was asked ('Not specified')",
  })
  @Column("int", { nullable: true })
  passengers: number | null;

  /** The fare agreed with the customer (tax included unless the recipient pays it on reverse charge); null until agreed. */
  @Column("bigint", { nullable: true, transformer: PAISE_COLUMN })
  agreedFarePaise: Paise | null;

  /** The advance agreed; received once `advanceReceivedOn` is set. */
  @Column("bigint", { nullable: true, transformer: PAISE_COLUMN })
  agreedAdvancePaise: Paise | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The fare agreed with the customer, INR (from its accepted quote, or as staff recorded it); null until agreed",
  })
  get agreedFare(): number | null {
    return this.agreedFarePaise === null || this.agreedFarePaise === undefined
      ? null
      : rupeesNumber(this.agreedFarePaise);
  }

  @Field(() => Float, { nullable: true, description: "The advance agreed, INR" })
  get advance(): number | null {
    return this.agreedAdvancePaise === null || this.agreedAdvancePaise === undefined
      ? null
      : rupeesNumber(this.agreedAdvancePaise);
  }

  /**
   * What the customer still owes: what is billed (the tax invoice and its notes once issued, else the
   * agreed fare with the trip's approved charges) less what was received. Computed by the account area
   * alone (account/statement.service.ts) and kept here, where every screen, document and list reads it;
   * null until a fare is agreed; below zero when more was received than is billed.
   */
  @Column("bigint", { nullable: true, transformer: PAISE_COLUMN })
  balancePaise: Paise | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "What the customer still owes, INR: the tax invoice and its notes once issued (else the agreed fare and the trip's approved charges) less what was received; null until a fare is agreed",
  })
  get balance(): number | null {
    return this.balancePaise === null || this.balancePaise === undefined ? null : rupeesNumber(this.balancePaise);
  }

  @Field(() => String, {
    nullable: true,
    description: "When staff received the advance, YYYY-MM-DD; null while it is due",
  })
  @Column({ type: "date", nullable: true })
  advanceReceivedOn: string | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the customer asked to cancel; null when no request is waiting",
  })
  @Column({ type: "timestamptz", nullable: true })
  cancelRequestedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The customer's reason for the cancellation request" })
  @Column("text", { nullable: true })
  cancelReason: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Staff's message when they declined the last cancellation request",
  })
  @Column("text", { nullable: true })
  cancelDeclinedMessage: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When staff completed the trip (after the driver's close, every trip charge decided); null until then. The status stays as it was",
  })
  @Column({ type: "timestamptz", nullable: true })
  completedAt: Date | null;

  /** Who completed the trip. */
  @Column({ type: "uuid", nullable: true })
  completedById: string | null;

  /**
   * One more whenever the trip's dates or bus change (a trigger, whatever path changes them): a WhatsApp message
   * or SMS goes once per booking, template and trip version.
   */
  @Column("int", { default: 1 })
  tripVersion: number;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

@ObjectType({ description: "One change of a booking's status" })
@Entity("booking_status_changes")
export class BookingStatusChange {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  @Field(() => BookingStatus, { nullable: true, description: "null for the booking's creation" })
  @Column({ type: "varchar", nullable: true })
  fromStatus: BookingStatus | null;

  @Field(() => BookingStatus)
  @Column({ type: "varchar" })
  toStatus: BookingStatus;

  @Field(() => String, { nullable: true, description: "Why, e.g. the customer's cancellation reason" })
  @Column("text", { nullable: true })
  note: string | null;

  @Column({ type: "uuid", nullable: true })
  changedById: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  changedBy: User | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  changedAt: Date;
}
