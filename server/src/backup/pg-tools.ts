import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PgTool {
  path: string;
  major: number;
}

/** The directories that may hold PostgreSQL's client programs, the most specific first. */
function candidates(name: string, binDir?: string): string[] {
  const dirs = [
    ...(binDir ? [binDir] : []),
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    // Debian and Ubuntu keep every installed major's programs here (/usr/bin/pg_dump picks one of them).
    ...(fs.existsSync("/usr/lib/postgresql")
      ? fs
          .readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return [...new Set(dirs.map((d) => path.join(d, name)))].filter((f) => fs.existsSync(f));
}

async function majorOf(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(file, ["--version"]);
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finds `pg_dump` or `pg_restore` of at least major `atLeast` (pg_dump refuses a server newer than
 * itself): PG_BIN_DIR first, then the PATH, then Debian's versioned directories. Throws a message that
 * says what to install when none fits.
 */
export async function findPgTool(name: "pg_dump" | "pg_restore", atLeast: number, binDir?: string): Promise<PgTool> {
  const found: PgTool[] = [];
  for (const file of candidates(name, binDir)) {
    const major = await majorOf(file);
    if (major !== undefined) found.push({ path: file, major });
  }
  const fit = found.find((t) => t.major >= atLeast);
  if (fit) return fit;
  const seen = found.length ? ` (found: ${found.map((t) => `${t.path} ${t.major}`).join(", ")})` : "";
  throw new Error(
    `${name} ${atLeast} or newer is needed${seen}: install PostgreSQL's client programs of that version (Debian: postgresql-client-${atLeast}) or point PG_BIN_DIR at them`,
  );
}
