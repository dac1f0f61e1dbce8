import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A partner operator whose buses are hired in when the fleet is short; its vehicles are `buses` rows with its id. */
@ObjectType({ description: "A partner operator whose buses are hired in when the fleet is short" })
@Entity("vendors")
@Index("UQ_vendors_name", { synchronize: false })
export class Vendor {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  gstin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  pan: string | null;

  @Field()
  @Column()
  phone: string;

  @Field(() => String, { nullable: true, description: "The person to call at the vendor" })
  @Column({ type: "varchar", nullable: true })
  contactName: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
