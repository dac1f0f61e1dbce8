import { MigrationInterface, QueryRunner } from "typeorm";

export class Init1795346643239 implements MigrationInterface {
  name = "Init1795346643239";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL, "email" character varying NOT NULL, "mobileNo" character varying NOT NULL DEFAULT '', "username" character varying, "passwordHash" character varying, "role" character varying NOT NULL DEFAULT 'user', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'admin')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "tokenHash" character varying NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d95569f623f28a0bf034a55099" ON "password_resets"  ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_7f6aae0fcc807c9e7194ca5cc4" ON "password_resets"  ("tokenHash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "tokenHash" character varying NOT NULL, "family" uuid NOT NULL, "remember" boolean NOT NULL DEFAULT true, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_610102b60fea1455310ccd299d" ON "refresh_tokens"  ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c25bc63d248ca90e8dcc1d92d0" ON "refresh_tokens"  ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_968936751ab847471635be8dc0" ON "refresh_tokens"  ("family") `);
    await queryRunner.query(
      `CREATE TABLE "buses" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL, "capacity" integer NOT NULL, "status" character varying NOT NULL DEFAULT 'Available', "description" text NOT NULL DEFAULT '', "features" text array NOT NULL DEFAULT '{}', "images" text array NOT NULL DEFAULT '{}', "lastMaintenance" date, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_buses_status" CHECK ("status" IN ('Available', 'In Use', 'Maintenance')), CONSTRAINT "CHK_buses_capacity" CHECK ("capacity" > 0), CONSTRAINT "PK_ddebc0eeba64a019ae072975947" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_24ab1bf9207cfac7571f95bc92" ON "buses"  ("status") `);
    await queryRunner.query(
      `CREATE TABLE "popular_routes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "busId" uuid NOT NULL, "from" character varying NOT NULL, "to" character varying NOT NULL, "duration" double precision NOT NULL, "distance" double precision NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "CHK_popular_routes_distance" CHECK ("distance" >= 0), CONSTRAINT "CHK_popular_routes_duration" CHECK ("duration" >= 0), CONSTRAINT "PK_b9ce411873e74cb0ccfbcde9997" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_087e4fd01bf1bd82237e244257" ON "popular_routes"  ("busId") `);
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "ownerId" uuid, "name" character varying NOT NULL, "email" character varying NOT NULL, "phone" character varying NOT NULL, "pickupLocation" character varying NOT NULL, "destination" character varying NOT NULL, "departureDate" date NOT NULL, "days" integer NOT NULL, "distance" double precision, "busId" uuid, "status" character varying NOT NULL DEFAULT 'Pending', "notes" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_bookings_distance" CHECK ("distance" IS NULL OR "distance" >= 0), CONSTRAINT "CHK_bookings_status" CHECK ("status" IN ('Pending', 'Confirmed', 'Cancelled')), CONSTRAINT "CHK_bookings_days" CHECK ("days" >= 1), CONSTRAINT "PK_bee6805982cc1e248e94ce94957" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_85001d7223966f1b05d302d780" ON "bookings"  ("ownerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f3096d7be57f3db822f7850d97" ON "bookings"  ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_ecce19e90a973485ef92b4f975" ON "bookings"  ("busId") `);
    await queryRunner.query(`CREATE INDEX "IDX_48b267d894e32a25ebde4b207a" ON "bookings"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_departure" ON "bookings"  ("departureDate", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_created" ON "bookings"  ("createdAt", "id") `);
    await queryRunner.query(
      `CREATE TABLE "booking_status_changes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL, "fromStatus" character varying, "toStatus" character varying NOT NULL, "changedById" uuid, "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_98a388d04269b4caebe375616cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1eb50de19df646c0f100cd9221" ON "booking_status_changes"  ("bookingId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL, "email" character varying NOT NULL, "phone" character varying, "subject" character varying NOT NULL, "message" text NOT NULL, "handled" boolean NOT NULL DEFAULT false, "handledAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_55a63549ace81c8b0068b409d0" ON "contact_messages"  ("handled") `);
    await queryRunner.query(
      `CREATE TABLE "destinations" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL, "shortDescription" text NOT NULL, "description" text NOT NULL, "images" text array NOT NULL, "order" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_destinations_images" CHECK (cardinality("images") = 3), CONSTRAINT "PK_69c5e8db964dcb83d3a0640f3c7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_15b1e187903b9ece579b721057" ON "destinations"  ("order") `);
    await queryRunner.query(
      `CREATE TABLE "places" ("id" SERIAL NOT NULL, "name" character varying NOT NULL, "region" character varying NOT NULL, "lat" double precision NOT NULL, "lng" double precision NOT NULL, "rank" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_1afab86e226b4c3bc9a74465c12" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_places_name_region" ON "places"  ("name", "region") `);
    await queryRunner.query(
      `CREATE TABLE "settings" ("key" character varying NOT NULL, "value" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "uploads" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "data" bytea NOT NULL, "sha256" character varying(64) NOT NULL, "mime" character varying NOT NULL, "size" integer NOT NULL, "originalName" character varying NOT NULL DEFAULT '', "uploaderId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_uploads_size" CHECK ("size" > 0), CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_23b87c5582a1996ca718a9a0e4" ON "uploads"  ("sha256") `);
    await queryRunner.query(
      `ALTER TABLE "password_resets" ADD CONSTRAINT "FK_d95569f623f28a0bf034a55099e" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_610102b60fea1455310ccd299de" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "popular_routes" ADD CONSTRAINT "FK_087e4fd01bf1bd82237e2442576" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "FK_85001d7223966f1b05d302d7807" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "FK_ecce19e90a973485ef92b4f975c" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_status_changes" ADD CONSTRAINT "FK_1eb50de19df646c0f100cd92216" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_status_changes" ADD CONSTRAINT "FK_c38c36b8acc4d5bd6f40088de2f" FOREIGN KEY ("changedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_569fe786a844a2e381f3280cdc3" FOREIGN KEY ("uploaderId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Integrity TypeORM cannot express in decorators.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username")) WHERE "username" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_places_name_lower" ON "places" (lower("name") text_pattern_ops)`);
    // Two Confirmed bookings of one bus may not overlap in [departureDate, departureDate + days).
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "EX_bookings_confirmed_bus_overlap" EXCLUDE USING gist ("busId" WITH =, daterange("departureDate", "departureDate" + "days", '[)') WITH &&) WHERE ("status" = 'Confirmed' AND "busId" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "EX_bookings_confirmed_bus_overlap"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_places_name_lower"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_username_lower"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_email_lower"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP CONSTRAINT "FK_569fe786a844a2e381f3280cdc3"`);
    await queryRunner.query(`ALTER TABLE "booking_status_changes" DROP CONSTRAINT "FK_c38c36b8acc4d5bd6f40088de2f"`);
    await queryRunner.query(`ALTER TABLE "booking_status_changes" DROP CONSTRAINT "FK_1eb50de19df646c0f100cd92216"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "FK_ecce19e90a973485ef92b4f975c"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "FK_85001d7223966f1b05d302d7807"`);
    await queryRunner.query(`ALTER TABLE "popular_routes" DROP CONSTRAINT "FK_087e4fd01bf1bd82237e2442576"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_610102b60fea1455310ccd299de"`);
    await queryRunner.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "FK_d95569f623f28a0bf034a55099e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_23b87c5582a1996ca718a9a0e4"`);
    await queryRunner.query(`DROP TABLE "uploads"`);
    await queryRunner.query(`DROP TABLE "settings"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_places_name_region"`);
    await queryRunner.query(`DROP TABLE "places"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_15b1e187903b9ece579b721057"`);
    await queryRunner.query(`DROP TABLE "destinations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_55a63549ace81c8b0068b409d0"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1eb50de19df646c0f100cd9221"`);
    await queryRunner.query(`DROP TABLE "booking_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bookings_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bookings_departure"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_48b267d894e32a25ebde4b207a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ecce19e90a973485ef92b4f975"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f3096d7be57f3db822f7850d97"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_85001d7223966f1b05d302d780"`);
    await queryRunner.query(`DROP TABLE "bookings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_087e4fd01bf1bd82237e244257"`);
    await queryRunner.query(`DROP TABLE "popular_routes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_24ab1bf9207cfac7571f95bc92"`);
    await queryRunner.query(`DROP TABLE "buses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_968936751ab847471635be8dc0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c25bc63d248ca90e8dcc1d92d0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_610102b60fea1455310ccd299d"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7f6aae0fcc807c9e7194ca5cc4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d95569f623f28a0bf034a55099"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
