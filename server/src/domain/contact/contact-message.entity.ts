import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

@ObjectType({ description: "A message sent through the contact form" })
@Entity("contact_messages")
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field()
  @Column()
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  phone: string | null;

  @Field()
  @Column()
  subject: string;

  @Field()
  @Column("text")
  message: string;

  @Field()
  @Index()
  @Column({ default: false })
  handled: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  handledAt: Date | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
