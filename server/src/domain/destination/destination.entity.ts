import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

@ObjectType({ description: "A place the operator tours to" })
@Entity("destinations")
@Check("CHK_destinations_images", `cardinality("images") = 3`)
export class Destination {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field()
  @Column("text")
  shortDescription: string;

  @Field()
  @Column("text")
  description: string;

  @Field(() => String, { nullable: true, description: "The name in Hindi (Hindi pages show `name` when missing)" })
  @Column({ type: "varchar", nullable: true })
  nameHi: string | null;

  @Field(() => String, { nullable: true, description: "The short description in Hindi" })
  @Column("text", { nullable: true })
  shortDescriptionHi: string | null;

  @Field(() => String, { nullable: true, description: "The long description in Hindi" })
  @Column("text", { nullable: true })
  descriptionHi: string | null;

  @Field(() => [String], { description: "Exactly three image URLs" })
  @Column("text", { array: true })
  images: string[];

  @Field(() => Int)
  @Index()
  @Column("int", { default: 0 })
  order: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
