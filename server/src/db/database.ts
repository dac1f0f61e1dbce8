import type { DataSource } from "typeorm";
import { embeddedPgDirectory, type Config } from "../config";
import { createDataSource } from "./data-source";
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded-postgres";
import { underStartupLock } from "./startup-lock";

export interface Database {
  dataSource: DataSource;
  embedded?: EmbeddedDb;
  /** The database's URL (DATABASE_URL, or the embedded server's). */
  url: string;
  /** Runs `work` under the startup lock (the seed does; see db/startup-lock.ts). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; then runs pending migrations under
 * the startup lock, so instances started together on one database never race on them.
 */
export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(embeddedPgDirectory(config.dataDir), config.embeddedPgPort);
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = createDataSource(url, config.pgPoolSize);
  const exclusively = <T>(work: () => Promise<T>) => underStartupLock(url, work);
  try {
    await dataSource.initialize();
    await exclusively(() => dataSource.runMigrations({ transaction: "each" }));
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  return {
    dataSource,
    embedded,
    url,
    exclusively,
    close: async () => {
      await dataSource.destroy().catch(() => {});
      await embedded?.stop();
    },
  };
}
