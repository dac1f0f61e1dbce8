import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { createDataSource } from "./data-source";
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded-postgres";

export interface Database {
  dataSource: DataSource;
  embedded?: EmbeddedDb;
  close(): Promise<void>;
}

/** Opens DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; then runs pending migrations. */
export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "pg"), config.embeddedPgPort);
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url, config.pgPoolSize);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: "each" });
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  return {
    dataSource,
    embedded,
    close: async () => {
      await dataSource.destroy().catch(() => {});
      await embedded?.stop();
    },
  };
}
