import { Column, Entity, Index, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { Driver } from "./driver.entity";
import { type Paise, RUPEES_COLUMN_AS_PAISE } from "../shared/money";

/** What the driver's link recorded for a booking's vehicle's trip: one row per vehicle, made at the start. */
@Entity("driver_trips")
@Index("IDX_driver_trips_booking", ["bookingId"])
export class DriverTripRecord {
  @PrimaryColumn("uuid")
  vehicleId: string;

  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  @Column({ type: "timestamptz", nullable: true })
  startedAt: Date | null;

  @Column("int", { nullable: true })
  openingKm: number | null;

  @Column({ type: "uuid", nullable: true })
  startedById: string | null;

  @ManyToOne(() => Driver, { onDelete: "RESTRICT", nullable: true })
  startedBy: Driver | null;

  /** The 4 digits the customer is e-mailed at the start; the driver needs them to close. */
  @Column({ type: "varchar", length: 4, nullable: true })
  customerCode: string | null;

  @Column("int", { default: 0 })
  codeAttempts: number;

  @Column({ type: "timestamptz", nullable: true })
  closedAt: Date | null;

  @Column("int", { nullable: true })
  closingKm: number | null;

  /** What the driver (or staff, closing for them) collected on board; numeric(12,2) rupees, read as paise. */
  @Column("numeric", {
    name: "amountCollected",
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: RUPEES_COLUMN_AS_PAISE,
  })
  amountCollectedPaise: Paise | null;

  /** "driver" (with the customer's code) or "staff". */
  @Column({ type: "varchar", nullable: true })
  closedBy: "driver" | "staff" | null;
}

export type StepKind = "start" | "stop" | "expense" | "close";
export type ExpenseKind = "toll" | "parking" | "permit";

/** One step the driver sent, recorded once (the phone's `stepId` makes a resend harmless). */
@Entity("driver_trip_steps")
@Unique("UQ_driver_trip_steps_step", ["bookingId", "stepId"])
@Index("IDX_driver_trip_steps_booking", ["bookingId", "at"])
export class DriverTripStep {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  /** The booking's vehicle whose trip it is. */
  @Column("uuid")
  vehicleId: string;

  @Column({ type: "uuid", nullable: true })
  driverId: string | null;

  @ManyToOne(() => Driver, { onDelete: "RESTRICT", nullable: true })
  driver: Driver | null;

  @Column("uuid")
  stepId: string;

  @Column({ type: "varchar" })
  kind: StepKind;

  @Column({ type: "timestamptz", default: () => "now()" })
  at: Date;

  @Column("int", { nullable: true })
  km: number | null;

  @Column("text", { nullable: true })
  stop: string | null;

  @Column({ type: "varchar", nullable: true })
  expenseKind: ExpenseKind | null;

  /** The expense paid, or what was collected at the close; numeric(12,2) rupees, read as paise. */
  @Column("numeric", { name: "amount", precision: 12, scale: 2, nullable: true, transformer: RUPEES_COLUMN_AS_PAISE })
  amountPaise: Paise | null;

  @Column({ type: "varchar", nullable: true })
  receiptUrl: string | null;
}
