import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryColumn } from "typeorm";
import { Booking } from "./booking.entity";

/**
 * An Idempotency-Key a client sent with a booking request: a retry with the same key (from the same
 * account or e-mail) answers the booking stored the first time instead of storing it twice.
 */
@Entity("booking_idempotency_keys")
export class BookingIdempotencyKey {
  /** sha256 of who asked (account id, or the guest's e-mail) and the key. */
  @PrimaryColumn()
  scopeHash: string;

  /** sha256 of the checked request: the same key with a different request is refused. */
  @Column()
  requestHash: string;

  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
