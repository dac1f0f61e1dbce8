import { Field, ID, Int, ObjectType } from "type-graphql";
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
import { User } from "../auth/user.entity";
import { Booking } from "../booking/booking.entity";
import { Language, sqlIn } from "../shared/enums";

/** A driver of the operator (staff manage them; never deleted once they have trips, only deactivated). */
@ObjectType({ description: "A driver (admins)" })
@Entity("drivers")
@Check("CHK_drivers_language", sqlIn("language", Language))
@Index("UQ_drivers_licence", { synchronize: false })
export class Driver {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field()
  @Column()
  phone: string;

  @Field()
  @Column()
  licenceNumber: string;

  @Field({ description: "Last day the driving licence is valid, YYYY-MM-DD" })
  @Column({ type: "date" })
  licenceValidUntil: string;

  @Field(() => String, { description: "The language of the driver's page and duty slip: en or hi" })
  @Column({ type: "varchar", default: Language.hi })
  language: Language;

  @Field({ description: "Languages the driver speaks, as staff wrote them (e.g. Hindi, Bhojpuri, English)" })
  @Column("text", { default: "" })
  languages: string;

  @Field({ description: "Inactive drivers cannot be assigned" })
  @Column({ default: true })
  active: boolean;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  notes: string | null;

  @Field(() => String, { nullable: true, description: "Photo URL (an /uploads/ path or http(s) image URL)" })
  @Column({ type: "varchar", nullable: true })
  photoUrl: string | null;

  /** The secret of the driver's roster link (a new one replaces the link, null withdraws it); never shown. */
  @Column({ type: "varchar", nullable: true, select: false })
  rosterNonce: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * A driver on a Confirmed booking's trip (seat 1, or 2 for a second driver on a long run). `trip` is the
 * booking's [departure, departure + days) as a daterange: the exclusion constraint
 * EX_driver_assignments_overlap refuses a driver on two overlapping trips.
 */
@ObjectType({ description: "A driver assigned to a Confirmed booking (admins)" })
@Entity("driver_assignments")
@Check("CHK_driver_assignments_seat", `"seat" IN (1, 2)`)
@Index("EX_driver_assignments_overlap", { synchronize: false })
export class DriverAssignment {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  @Field(() => ID)
  @Index("IDX_driver_assignments_driver")
  @Column("uuid")
  driverId: string;

  @Field(() => Driver)
  @ManyToOne(() => Driver, { onDelete: "RESTRICT" })
  driver: Driver;

  @Field(() => ID, {
    description: "The booking's vehicle this driver drives (the first vehicle unless staff chose another)",
  })
  @Column("uuid")
  vehicleId: string;

  @Field(() => Int, { description: "1 for the main driver, 2 for the second" })
  @Column("int")
  seat: number;

  /** '[YYYY-MM-DD,YYYY-MM-DD)' as PostgreSQL writes a daterange. */
  @Column("daterange")
  trip: string;

  @Column({ type: "uuid", nullable: true })
  assignedById: string | null;

  /** The secret of this assignment's driver's link (a new one withdraws the old link); never shown. */
  @Column({ select: false })
  linkNonce: string;

  @Field(() => Date, { nullable: true, description: "When staff withdrew the driver's link; null while it works" })
  @Column({ type: "timestamptz", nullable: true })
  linkRevokedAt: Date | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  assignedBy: User | null;

  @Field({ description: "When this driver was assigned" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
