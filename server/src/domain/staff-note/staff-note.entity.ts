import { Field, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { Booking } from "../booking/booking.entity";

/** An internal note of staff on a booking or on a customer; never shown to customers. */
@ObjectType({ description: "An internal staff note (admins only)" })
@Entity("staff_notes")
@Check("CHK_staff_notes_target", `("bookingId" IS NULL) <> ("customerId" IS NULL)`)
export class StaffNote {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index("IDX_staff_notes_booking")
  @Column({ type: "uuid", nullable: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: "CASCADE", nullable: true })
  booking: Booking | null;

  @Index("IDX_staff_notes_customer")
  @Column({ type: "uuid", nullable: true })
  customerId: string | null;

  @ManyToOne(() => User, { onDelete: "CASCADE", nullable: true })
  customer: User | null;

  @Column({ type: "uuid", nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  author: User | null;

  @Field()
  @Column("text")
  body: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
