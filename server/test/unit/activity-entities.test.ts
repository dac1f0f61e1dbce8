/**
 * The Activity screen filters by every entity the server logs: each `entity: "..."` a service writes with
 * `recordActivity` (and a staff note's target, booking or customer) is an option of the client's filter.
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");
const CLIENT = path.resolve(__dirname, "../../../client/src/features/admin/staff/activity-entities.ts");

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });

test("every entity the server logs is an option of Admin -> Activity's Entity filter, and no other", () => {
  const logged = new Set<string>(["booking", "customer"]); // staff-note.service.ts: the note's target
  for (const f of files(SRC))
    for (const m of fs.readFileSync(f, "utf8").matchAll(/\bentity: "([^"]+)"/g)) logged.add(m[1]);
  const options = [...fs.readFileSync(CLIENT, "utf8").matchAll(/^ {2}"([^"]+)",$/gm)].map((m) => m[1]);
  expect(options.length).toBeGreaterThan(10);
  expect([...logged].filter((e) => !options.includes(e)).sort()).toEqual([]);
  expect(options.filter((e) => !logged.has(e)).sort()).toEqual([]);
});
