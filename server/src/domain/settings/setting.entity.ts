import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** One site setting (contacts, hours, map location), stored as JSON under a key. */
@Entity("settings")
export class Setting {
  @PrimaryColumn()
  key: string;

  @Column("jsonb")
  value: unknown;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
