import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Bus } from "../bus/bus.entity";
import { type Paise, PAISE_COLUMN } from "../shared/money";
import { Booking } from "./booking.entity";

/**
 * One vehicle of a booking (migration `BookingVehicles1798500000000`): the seats it is asked for, then its bus
 * (the fleet's own or a vendor's) and, for a vendor's bus, the cost agreed with the vendor and its payment. The
 * first vehicle's bus is the booking's `busId` (copied by a trigger, with the booking's dates and status: `trip`
 * and `confirmed` are the database's, never written here). One bus is never on two overlapping Confirmed trips
 * (`EX_booking_vehicles_bus_overlap`) nor twice in one booking (`UQ_booking_vehicles_bus`).
 */
@Entity("booking_vehicles")
@Index("UQ_booking_vehicles_position", { synchronize: false })
@Index("UQ_booking_vehicles_bus", { synchronize: false })
@Index("EX_booking_vehicles_bus_overlap", { synchronize: false })
export class BookingVehicle {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  /** 1, 2, …: the first is the booking's own bus. */
  @Column("int")
  position: number;

  @Column("int")
  seats: number;

  @Column({ type: "uuid", nullable: true })
  busId: string | null;

  @ManyToOne(() => Bus, { onDelete: "SET NULL", nullable: true })
  bus?: Bus | null;

  @Column("bigint", { nullable: true, transformer: PAISE_COLUMN })
  vendorCostPaise: Paise | null;

  @Column({ type: "timestamptz", nullable: true })
  vendorPaidAt: Date | null;

  @Column("text", { nullable: true })
  vendorPaidReference: string | null;

  @Column({ type: "uuid", nullable: true })
  vendorPaidById: string | null;

  /** The booking's days, [departure, departure + days): kept by the database from the booking's. */
  @Column({ type: "daterange", select: false, insert: false, update: false })
  trip: string;

  /** Kept by the database from the booking's status. */
  @Column({ default: false, insert: false, update: false })
  confirmed: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
