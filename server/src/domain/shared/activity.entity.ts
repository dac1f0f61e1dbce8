import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { GraphQLJSONObject } from "graphql-scalars";

/** One thing somebody did: who, when, from where, to what, and each changed field's before -> after. */
@ObjectType({ description: "An entry of the activity log" })
@Entity("activity_log")
@Index("IDX_activity_at", ["at"])
@Index("IDX_activity_entity", ["entity", "entityId", "at"])
@Index("IDX_activity_actor", ["actorId", "at"])
export class Activity {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;

  @Field(() => ID, {
    nullable: true,
    description: "Who: a staff member or customer; null for a guest or System (a job)",
  })
  @Column("uuid", { nullable: true })
  actorId: string | null;

  @Field({ description: "Who, by name at the time (a guest's entry: Guest)" })
  @Column({ type: "varchar", default: "" })
  actorName: string;

  @Field(() => String, { nullable: true, description: "The client's address" })
  @Column({ type: "varchar", nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true, description: "The request's X-Request-Id" })
  @Column({ type: "varchar", nullable: true })
  requestId: string | null;

  @Field({
    description:
      "What was done: create, update, status, delete, note, upload, sign-in, sign-in failed, export, sessions ended, quote prepared/edited/sent/accepted/change requested/expired, cancellation requested/accepted/declined, ...",
  })
  @Column({ type: "varchar" })
  action: string;

  @Field({
    description:
      "What it was done to: booking, quote (entityId: its booking), customer, bus, blackout, destination, image, contact, message, rateCard, settings (entityId: site, payments, notifications, quotes), staff, session, account, reminders, bookings (an export)",
  })
  @Column({ type: "varchar" })
  entity: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  entityId: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What it was done to, by name: a booking's reference (BK-1a2b), a person's, a bus's, a driver's or a destination's name; null when the id names none of them",
  })
  subject: string | null = null;

  @Field(() => GraphQLJSONObject, {
    description:
      "Each changed field: [before, after]; ids of people, buses, drivers and bookings written as their names; no money fields for staff without money.read",
  })
  @Column({ type: "jsonb", default: {} })
  changes: Record<string, [unknown, unknown]>;
}
