import { Check, Column, Entity, Index, OneToOne, JoinColumn, PrimaryColumn } from "typeorm";
import { Booking } from "../booking/booking.entity";

/**
 * The bus's last position on a started trip, as the driver's phone shared it with the driver's consent: one row
 * per booking's trip (the last shared by any of its vehicles), replaced by each new one, gone when a trip closes (a
 * trigger on `driver_trips`) or after two days.
 */
@Entity("bus_positions")
@Check("CHK_bus_positions_lat", `"lat" BETWEEN -90 AND 90`)
@Check("CHK_bus_positions_lon", `"lon" BETWEEN -180 AND 180`)
@Check("CHK_bus_positions_accuracy", `"accuracyM" IS NULL OR "accuracyM" >= 0`)
@Index("IDX_bus_positions_recorded", ["recordedAt"])
export class BusPositionRecord {
  @PrimaryColumn("uuid")
  bookingId: string;

  @OneToOne(() => Booking, { onDelete: "CASCADE" })
  @JoinColumn({ name: "bookingId", foreignKeyConstraintName: "FK_bus_positions_booking" })
  booking?: Booking;

  @Column("double precision")
  lat: number;

  @Column("double precision")
  lon: number;

  /** The phone's estimate of its error, in metres, when it gave one. */
  @Column("double precision", { nullable: true })
  accuracyM: number | null;

  /** When the server received it (the phone's own clock may be wrong). */
  @Column("timestamptz")
  recordedAt: Date;
}
