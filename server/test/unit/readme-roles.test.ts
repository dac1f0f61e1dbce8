/**
 * The README's "Staff roles and what each may do" table is the role table in words: every permission has
 * its row, and each row's ticks are exactly the roles holding it (server/src/domain/shared/permissions.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { Permission, ROLE_PERMISSIONS, StaffRole } from "../../src/domain/shared/permissions";

const COLUMNS = [StaffRole.owner, StaffRole.manager, StaffRole.bookingDesk, StaffRole.dispatcher, StaffRole.accounts];

test("the README lists every permission with the roles that hold it", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../../README.md"), "utf8");
  const rows = new Map<string, StaffRole[]>();
  for (const line of readme.split("\n")) {
    const m = /^\|\s*`([a-z]+\.[a-z]+)`\s*\|[^|]*\|(.*)\|\s*$/.exec(line);
    if (!m) continue;
    const ticks = m[2].split("|").map((c) => c.trim() === "✓");
    rows.set(
      m[1],
      COLUMNS.filter((_, i) => ticks[i]),
    );
  }
  const expected = new Map(
    Object.values(Permission).map((p) => [p, COLUMNS.filter((r) => ROLE_PERMISSIONS[r].includes(p))]),
  );
  expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
});
