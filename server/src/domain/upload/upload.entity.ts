import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { User } from "../auth/user.entity";

/** An uploaded image; the bytes live in PostgreSQL so every server instance can serve them. */
@Entity("uploads")
@Check("CHK_uploads_size", `"size" > 0`)
export class Upload {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "bytea", select: false })
  data: Buffer;

  @Index()
  @Column({ length: 64 })
  sha256: string;

  @Column()
  mime: string;

  @Column("int")
  size: number;

  @Column({ default: "" })
  originalName: string;

  @Column({ type: "uuid", nullable: true })
  uploaderId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  uploader: User | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
