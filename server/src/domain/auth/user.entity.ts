import { Field, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Language, Role, sqlIn } from "../shared/enums";
import { StaffRole } from "../shared/permissions";

@ObjectType({ description: "A customer or staff account" })
@Entity("users")
@Index("UQ_users_email_lower", { synchronize: false })
@Index("UQ_users_username_lower", { synchronize: false })
@Check("CHK_users_role", sqlIn("role", Role))
@Check("CHK_users_language", sqlIn("language", Language))
@Check("CHK_users_staff_role", sqlIn("staffRole", StaffRole))
@Check("CHK_users_staff", `(role = 'admin') = ("staffRole" IS NOT NULL)`)
@Index("IDX_users_staff", { synchronize: false })
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field()
  @Column()
  email: string;

  @Field()
  @Column({ default: "" })
  mobileNo: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  username: string | null;

  @Column({ type: "varchar", nullable: true, select: false })
  passwordHash: string | null;

  @Field(() => Role)
  @Column({ type: "varchar", default: Role.user })
  role: Role;

  @Field(() => String, { description: "The language the customer reads e-mails and the invoice in: en or hi" })
  @Column({ type: "varchar", default: Language.en })
  language: Language;

  @Field(() => StaffRole, { nullable: true, description: "A staff account's role, which decides what it may do" })
  @Column({ type: "varchar", nullable: true })
  staffRole: StaffRole | null;

  /** When the owner disabled this staff account: it can no longer sign in, and its sessions have ended. */
  @Column({ type: "timestamptz", nullable: true })
  disabledAt: Date | null;

  /** Grows whenever the account's sessions must end at once: access tokens carry the version they were issued at. */
  @Column({ type: "int", default: 0 })
  tokenVersion: number;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
