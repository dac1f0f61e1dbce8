import { Column, Entity, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from "typeorm";
import { PAISE_COLUMN } from "../shared/money";
import { Booking } from "../booking/booking.entity";

/** What staff add to a booking's duty slip: the reporting time, notes for the driver, "collect on board". */
@Entity("driver_duties")
export class DriverDuty {
  @PrimaryColumn("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  /** HH:MM (24-hour) at the pickup on the departure day; null: not given. */
  @Column({ type: "varchar", length: 5, nullable: true })
  reportingTime: string | null;

  @Column("text", { nullable: true })
  driverNotes: string | null;

  /** The driver collects the balance from the customer (shown on the slip and the driver's page). */
  @Column({ default: false })
  collectOnBoard: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * A candidate invoice line from the trip (extra km over the accepted quote, or one recorded expense) as
 * staff decided it: approved lines are billed, rejected ones are not. `source` names the candidate
 * ("extra-km" or "expense:<step id>"), so a candidate is decided once per booking (a new decision replaces it).
 */
@Entity("driver_trip_charges")
@Unique("UQ_driver_trip_charges_source", ["bookingId", "source"])
export class TripCharge {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  @Column("varchar")
  source: string;

  @Column("text")
  description: string;

  @Column("int")
  quantity: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  unitPaise: number;

  @Column("bigint", { transformer: PAISE_COLUMN })
  amountPaise: number;

  @Column()
  approved: boolean;

  @Column({ type: "uuid", nullable: true })
  decidedById: string | null;

  @Column({ type: "timestamptz", default: () => "now()" })
  decidedAt: Date;
}
