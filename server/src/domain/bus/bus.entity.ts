import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { BusStatus, sqlIn } from "../shared/enums";

@ObjectType({ description: "A coach of the fleet" })
@Entity("buses")
@Check("CHK_buses_capacity", `"capacity" > 0`)
@Check("CHK_buses_status", sqlIn("status", BusStatus))
export class Bus {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field(() => Int, { description: "Seats" })
  @Column("int")
  capacity: number;

  @Field(() => BusStatus)
  @Index()
  @Column({ type: "varchar", default: BusStatus.Available })
  status: BusStatus;

  @Field()
  @Column("text", { default: "" })
  description: string;

  @Field(() => [String])
  @Column("text", { array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => [String], { description: "Image URLs" })
  @Column("text", { array: true, default: () => "'{}'" })
  images: string[];

  @Field(() => String, { nullable: true, description: "Date of the last maintenance, YYYY-MM-DD" })
  @Column({ type: "date", nullable: true })
  lastMaintenance: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The registration number (e.g. UP65 AB 1234), shown on the duty slip",
  })
  @Index("UQ_buses_registration_number", { unique: true, where: `"registrationNumber" IS NOT NULL` })
  @Column({ type: "varchar", nullable: true })
  registrationNumber: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The vendor (partner operator) whose bus this is when hired in; null for the fleet's own",
  })
  @Column({ type: "uuid", nullable: true })
  vendorId: string | null;

  @OneToMany(() => PopularRoute, (r) => r.bus, { cascade: true })
  popularRoutes: PopularRoute[];

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

@ObjectType({ description: "A trip this bus often makes" })
@Entity("popular_routes")
@Check("CHK_popular_routes_duration", `"duration" >= 0`)
@Check("CHK_popular_routes_distance", `"distance" >= 0`)
export class PopularRoute {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column("uuid")
  busId: string;

  @ManyToOne(() => Bus, (b) => b.popularRoutes, { onDelete: "CASCADE" })
  bus: Bus;

  @Field()
  @Column()
  from: string;

  @Field()
  @Column()
  to: string;

  @Field(() => Float, { description: "Hours" })
  @Column("double precision")
  duration: number;

  @Field(() => Float, { description: "Kilometres" })
  @Column("double precision")
  distance: number;

  @Column("int", { default: 0 })
  position: number;
}
