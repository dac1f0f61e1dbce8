/**
 * Runs a share of a folder's test files in one Jest test file, each file's tests under a `describe` named after
 * it (its hooks stay inside that block, so one file's server is closed before the next file starts).
 *
 * Why: Jest gives every test file a module registry of its own, and loading the application into a fresh one
 * (compiling and evaluating the server, TypeORM, the GraphQL schema) costs about six seconds of CPU before a
 * file's first test; with 70 integration files on two cores that was more than half of the server suite. The
 * files of one group share one registry, as the instances of one process share it in production (test/harness
 * `peer`). Each file still gets its own database and its own server.
 *
 * The split is fixed, longest first into the lightest group, by each file's seconds as last measured
 * (seconds.json: its tests' time plus a second for its server; refresh it after a file's time changes much,
 * see the README's "Where the test time goes"); a file not in it counts a second per 4 kB of source. Naming
 * files on the command line (`npx jest quotes`) runs them one by one as before (jest.config.js).
 */
import fs from "node:fs";
import path from "node:path";

/** How many groups the integration files (test/*.test.ts) are split into: a few per worker, so that the two
 * workers finish together. */
export const INTEGRATION_GROUPS = 4;

/** The test files of `dir` (not its subfolders), split into `count` groups of about equal run time. */
export function testGroups(dir: string, count: number): string[][] {
  const measured = JSON.parse(fs.readFileSync(path.join(__dirname, "seconds.json"), "utf8")) as Record<string, number>;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => ({
      file: path.join(dir, f),
      seconds: measured[f.replace(/\.test\.ts$/, "")] ?? fs.statSync(path.join(dir, f)).size / 4096,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const f of files) {
    const lightest = groups.reduce((min, g) => (g.seconds < min.seconds ? g : min));
    lightest.files.push(f.file);
    lightest.seconds += f.seconds;
  }
  return groups.map((g) => g.files.sort());
}

/** Declares the tests of group `index` (0-based) of `dir`'s files split `count` ways. */
export function runGroup(dir: string, index: number, count: number): void {
  for (const file of testGroups(dir, count)[index]) {
    describe(path.basename(file, ".test.ts"), () => {
      require(file);
    });
  }
}
