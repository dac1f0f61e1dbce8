/**
 * The full run declares the integration files through the groups of test/groups: every file is in exactly
 * one group, so none is left out (or run twice) when files are added, removed or their measured times change.
 */
import fs from "node:fs";
import path from "node:path";
import { INTEGRATION_GROUPS, testGroups } from "../groups/run-group";

const dir = path.join(__dirname, "..");

test("every integration file is in exactly one group, and there is a group file for each group", () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".test.ts"));
  expect(files.length).toBeGreaterThan(50);
  const grouped = testGroups(dir, INTEGRATION_GROUPS)
    .flat()
    .map((f) => path.basename(f));
  expect(grouped.sort()).toEqual(files.sort());
  const groupFiles = fs.readdirSync(path.join(dir, "groups")).filter((f) => f.endsWith(".test.ts"));
  expect(groupFiles.sort()).toEqual(
    Array.from({ length: INTEGRATION_GROUPS }, (_, i) => `integration-${i + 1}.test.ts`).sort(),
  );
  for (const name of groupFiles)
    expect(fs.readFileSync(path.join(dir, "groups", name), "utf8")).toContain(
      `runGroup(path.join(__dirname, ".."), ${Number(/\d+/.exec(name)![0]) - 1}, INTEGRATION_GROUPS)`,
    );
});

test("the groups come out even: the longest is within a fifth of the average", () => {
  const measured = JSON.parse(fs.readFileSync(path.join(dir, "groups", "seconds.json"), "utf8")) as Record<
    string,
    number
  >;
  const seconds = testGroups(dir, INTEGRATION_GROUPS).map((g) =>
    g.reduce((sum, f) => sum + (measured[path.basename(f, ".test.ts")] ?? 0), 0),
  );
  const average = seconds.reduce((a, b) => a + b) / seconds.length;
  expect(Math.max(...seconds)).toBeLessThan(average * 1.2);
});
