import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Bus } from "../bus/bus.entity";
import { BookingStatus } from "../shared/enums";
import { User } from "../user/user.entity";

@ObjectType({ description: "A booking request" })
@Entity("bookings")
@Check("CHK_bookings_days", `"days" >= 1`)
@Check("CHK_bookings_status", `"status" IN ('Pending', 'Confirmed', 'Cancelled')`)
@Check("CHK_bookings_distance", `"distance" IS NULL OR "distance" >= 0`)
@Index("EX_bookings_confirmed_bus_overlap", { synchronize: false })
@Index("IDX_bookings_created", ["createdAt", "id"])
@Index("IDX_bookings_departure", ["departureDate", "id"])
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

  @Field(() => Float, { nullable: true, description: "Approximate road distance in km; null when unknown" })
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

  @Column({ type: "uuid", nullable: true })
  changedById: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  changedBy: User | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  changedAt: Date;
}
