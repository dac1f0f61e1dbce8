import { Field, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Bus } from "./bus.entity";

/** A period a bus cannot be hired (maintenance, unavailable); the database refuses Confirmed bookings that meet it. */
@ObjectType({ description: "A maintenance or unavailable period of a bus (both days inclusive)" })
@Entity("bus_blackouts")
@Check("CHK_bus_blackouts_dates", `"endDate" >= "startDate"`)
export class BusBlackout {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Column("uuid")
  busId: string;

  @ManyToOne(() => Bus, { onDelete: "CASCADE" })
  bus: Bus;

  @Field({ description: "First day, YYYY-MM-DD" })
  @Column({ type: "date" })
  startDate: string;

  @Field({ description: "Last day, YYYY-MM-DD" })
  @Column({ type: "date" })
  endDate: string;

  @Field()
  @Column()
  reason: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
