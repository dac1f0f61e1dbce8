import { Field, ID, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from "typeorm";
import { User } from "../auth/user.entity";
import { Bus } from "../bus/bus.entity";
import { sqlIn } from "../shared/enums";

/** The documents an Indian commercial coach carries. */
export enum BusDocumentType {
  RC = "RC",
  Insurance = "Insurance",
  Fitness = "Fitness",
  PUC = "PUC",
  RoadTax = "RoadTax",
  StatePermit = "StatePermit",
  AllIndiaPermit = "AllIndiaPermit",
  Other = "Other",
}

/** A document's state on a given day (India's calendar). */
export enum BusDocumentStatus {
  Valid = "Valid",
  Expiring = "Expiring",
  Expired = "Expired",
}

/** A document of a bus: what it is, its validity and its scanned file (kept in PostgreSQL, never public). */
@ObjectType({ description: "A vehicle document of a bus (RC, insurance, fitness, PUC, road tax, permits; admins)" })
@Entity("bus_documents")
@Check("CHK_bus_documents_type", sqlIn("type", BusDocumentType))
@Check("CHK_bus_documents_validity", `"validUntil" >= "validFrom"`)
@Index("UQ_bus_documents_type_number", { synchronize: false })
export class BusDocument {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Index("IDX_bus_documents_bus")
  @Column("uuid")
  busId: string;

  @ManyToOne(() => Bus, { onDelete: "CASCADE" })
  bus: Bus;

  @Field(() => BusDocumentType)
  @Column("varchar")
  type: BusDocumentType;

  @Field({ description: "The document's number as printed on it" })
  @Column()
  number: string;

  @Field({ description: "Who issued it (RTO, insurer, ...)" })
  @Column("text", { default: "" })
  issuer: string;

  @Field({ description: "YYYY-MM-DD" })
  @Column({ type: "date" })
  validFrom: string;

  @Field({ description: "YYYY-MM-DD, the last day it is valid" })
  @Index("IDX_bus_documents_valid_until")
  @Column({ type: "date" })
  validUntil: string;

  @Field(() => [String], { description: "The states a state permit covers" })
  @Column("text", { array: true, default: () => "'{}'" })
  states: string[];

  @Column({ type: "uuid", nullable: true })
  fileId: string | null;

  @ManyToOne(() => BusDocumentFile, { onDelete: "SET NULL", nullable: true })
  file: BusDocumentFile | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A document's scan (PDF or image), kept in PostgreSQL so every instance serves it; served to admins only. */
@Entity("bus_document_files")
@Check("CHK_bus_document_files_size", `"size" > 0`)
export class BusDocumentFile {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "bytea", select: false })
  data: Buffer;

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

/** One reminder e-mail per document, per valid-until and per threshold: the unique key makes it exactly once. */
@Entity("bus_document_reminders")
@Unique("UQ_bus_document_reminders", ["documentId", "validUntil", "threshold"])
export class BusDocumentReminder {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  documentId: string;

  @ManyToOne(() => BusDocument, { onDelete: "CASCADE" })
  document: BusDocument;

  @Column({ type: "date" })
  validUntil: string;

  @Column("int")
  threshold: number;

  @CreateDateColumn({ type: "timestamptz" })
  sentAt: Date;
}
