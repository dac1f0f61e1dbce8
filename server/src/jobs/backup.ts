import type { Services } from "../services";
import { INDIA_TIME_ZONE } from "../domain/shared/calendar";
import { embeddedPgDirectory } from "../config";
import { backupDatabase, backupsDirectory, pruneDailyBackups } from "../backup/backup";

/** BACKUP_SCHEDULE is read in the operator's time. */
export const BACKUP_TIME_ZONE = INDIA_TIME_ZONE;

/**
 * The daily backup: the same file `npm run backup` writes (pg_dump's custom format with DATABASE_URL, a
 * snapshot of the embedded PostgreSQL's directory otherwise), named kashi-daily-*, then all but the last
 * BACKUP_KEEP daily ones are deleted. Backups made by hand are never deleted.
 */
export async function dailyBackup({ db, config }: Pick<Services, "db" | "config">): Promise<string> {
  const url = (db.options as { url: string }).url;
  const dir = backupsDirectory(config.dataDir);
  const file = await backupDatabase(
    { url, dataDirectory: config.databaseUrl ? undefined : embeddedPgDirectory(config.dataDir) },
    dir,
    { pgBinDir: config.pgBinDir, daily: true },
  );
  pruneDailyBackups(dir, config.backupKeep);
  return file;
}
