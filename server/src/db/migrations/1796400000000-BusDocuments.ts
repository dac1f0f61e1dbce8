import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Vehicle documents: a bus's registration number; its documents with their scans (bytes in
 * PostgreSQL, like images); one document per type and number; and the reminders sent, unique per
 * document, valid-until and threshold so that each goes exactly once whatever the number of instances.
 */
export class BusDocuments1796400000000 implements MigrationInterface {
  name = "BusDocuments1796400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "buses" ADD "registrationNumber" character varying`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_buses_registration_number" ON "buses" ("registrationNumber") WHERE "registrationNumber" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "bus_document_files" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "data" bytea NOT NULL, "mime" character varying NOT NULL, "size" integer NOT NULL, "originalName" character varying NOT NULL DEFAULT '', "uploaderId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_bus_document_files_size" CHECK ("size" > 0), CONSTRAINT "PK_bus_document_files" PRIMARY KEY ("id"),
        CONSTRAINT "FK_bus_document_files_uploader" FOREIGN KEY ("uploaderId") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "bus_documents" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "busId" uuid NOT NULL, "type" character varying NOT NULL, "number" character varying NOT NULL, "issuer" text NOT NULL DEFAULT '', "validFrom" date NOT NULL, "validUntil" date NOT NULL, "states" text array NOT NULL DEFAULT '{}', "fileId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_bus_documents_validity" CHECK ("validUntil" >= "validFrom"),
        CONSTRAINT "CHK_bus_documents_type" CHECK ("type" IN ('RC', 'Insurance', 'Fitness', 'PUC', 'RoadTax', 'StatePermit', 'AllIndiaPermit', 'Other')),
        CONSTRAINT "PK_bus_documents" PRIMARY KEY ("id"),
        CONSTRAINT "FK_bus_documents_bus" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_bus_documents_file" FOREIGN KEY ("fileId") REFERENCES "bus_document_files"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bus_documents_bus" ON "bus_documents" ("busId")`);
    await queryRunner.query(`CREATE INDEX "IDX_bus_documents_valid_until" ON "bus_documents" ("validUntil")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_bus_documents_type_number" ON "bus_documents" ("type", upper("number"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "bus_document_reminders" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "documentId" uuid NOT NULL, "validUntil" date NOT NULL, "threshold" integer NOT NULL, "sentAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_bus_document_reminders" UNIQUE ("documentId", "validUntil", "threshold"),
        CONSTRAINT "PK_bus_document_reminders" PRIMARY KEY ("id"),
        CONSTRAINT "FK_bus_document_reminders_document" FOREIGN KEY ("documentId") REFERENCES "bus_documents"("id") ON DELETE CASCADE)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bus_document_reminders"`);
    await queryRunner.query(`DROP TABLE "bus_documents"`);
    await queryRunner.query(`DROP TABLE "bus_document_files"`);
    await queryRunner.query(`DROP INDEX "UQ_buses_registration_number"`);
    await queryRunner.query(`ALTER TABLE "buses" DROP COLUMN "registrationNumber"`);
  }
}
