/**
 * One source for who may use what: the admin area draws a control only for staff holding the permission in its
 * row of client/src/features/admin/controls.ts, and each row names the server method the control calls. Here
 * each row's permission must be that method's policy in SERVICE_POLICIES (the server's gate), so the client
 * hides exactly what the server refuses. The role table's words (the invitation form) and the activity log's
 * entity names are complete too.
 */
import fs from "node:fs";
import path from "node:path";
import type { Policy } from "../../src/domain/shared/actor";
import { Permission } from "../../src/domain/shared/permissions";
import { SERVICE_POLICIES } from "../../src/services";

const CLIENT = path.resolve(__dirname, "../../../client/src");
type Row = { calls: string; needs: string | readonly string[]; also?: string };

test("each admin control's permission is the server's policy of the method it calls", async () => {
  // Loaded at run time: the client's file is not part of the server's compilation.
  const file = path.join(CLIENT, "features/admin/controls.ts");
  const { CONTROLS } = (await import(file)) as { CONTROLS: Record<string, Row> };
  const rows = Object.entries(CONTROLS);
  expect(rows.length).toBeGreaterThan(20);
  const policies = SERVICE_POLICIES as unknown as Record<string, Record<string, Policy>>;
  const mismatched = rows
    .map(([control, row]) => {
      const [service, method] = row.calls.split(".");
      return { control, calls: row.calls, client: row.needs, server: policies[service]?.[method] };
    })
    .filter((r) => JSON.stringify(r.client) !== JSON.stringify(r.server));
  expect(mismatched).toEqual([]);
  const known = Object.values(Permission) as string[];
  expect(rows.filter(([, r]) => r.also && !known.includes(r.also)).map(([c]) => c)).toEqual([]);
});

test("every permission has its plain words for the invitation form, every logged entity its name", () => {
  const admin = JSON.parse(fs.readFileSync(path.join(CLIENT, "locales/en.admin.json"), "utf8")).admin;
  const words = Object.values(Permission).filter((p) => !admin.staff.may[p.replace(/\./g, "_")]);
  expect(words).toEqual([]);
  const entities = fs.readFileSync(path.join(CLIENT, "features/admin/staff/activity-entities.ts"), "utf8");
  const options = [...entities.matchAll(/^ {2}"([^"]+)",$/gm)].map((m) => m[1]);
  expect(options.filter((e) => !admin.activity.entityNames[e])).toEqual([]);
});
