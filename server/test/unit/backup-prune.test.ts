/** Which backups the daily job deletes: all but the newest BACKUP_KEEP daily ones, never one made by hand. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneDailyBackups } from "../../src/backup/backup";

test("keeps the newest N daily backups (dumps and snapshots alike) and every backup made by hand", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kashi-prune-"));
  const names = [
    "kashi-daily-2026-11-20T21-00-00-000Z.dump",
    "kashi-daily-2026-11-21T21-00-00-000Z.tar.gz",
    "kashi-daily-2026-11-22T21-00-00-000Z.dump",
    "kashi-daily-2026-11-23T21-00-00-000Z.dump",
    "kashi-2026-11-01T10-00-00-000Z.dump",
    "kashi-daily-2026-11-24T21-00-00-000Z.dump.partial",
    "notes.txt",
  ];
  for (const n of names) fs.writeFileSync(path.join(dir, n), "x");
  try {
    expect(pruneDailyBackups(dir, 2).sort()).toEqual([names[0], names[1]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[4], names[2], names[3], names[5], names[6]].sort());
    expect(pruneDailyBackups(dir, 2)).toEqual([]);
    expect(pruneDailyBackups(path.join(dir, "missing"), 1)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
