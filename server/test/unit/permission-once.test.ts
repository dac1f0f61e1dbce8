/**
 * Who may call an operation is stated once: in its service's policy table (SERVICE_POLICIES), checked by the one
 * gate (`guard` in domain/shared/actor.ts) whichever API calls it. A method the table restricts does not check the
 * role again, no resolver states it (`@Authorized`), and a staff REST route reads it from the table
 * (test/unit/rest-route-table.test.ts). What stays in a method is a rule the table cannot say: a permission that
 * depends on the input (confirming needs bookings.confirm) or on who asks (staff, or the booking's owner).
 */
import fs from "node:fs";
import path from "node:path";
import { classOf, methods, reach } from "../fixtures/service-source";

const RESTATES = /\brequire(Admin|Permission)\(/;

test("a method its policy table restricts does not check the role or permission again", () => {
  const restated = methods
    .filter(({ policy }) => policy !== "open")
    .filter(({ service, method }) => {
      // The input-dependent check of a permission the table's row does not hold is the method's own rule.
      const text = reach(classOf(service), method).replace(/if \([^)]*\)\s*requirePermission\([^;]*;/g, "");
      return RESTATES.test(text);
    })
    .map(({ service, method }) => `${service}.${method}`);
  expect(restated).toEqual([]);
});

test("no resolver states who may call it: the service's policy does", () => {
  const stated: string[] = [];
  (function walk(dir: string) {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(resolver|types)\.ts$/.test(e.name) && /@Authorized\b/.test(fs.readFileSync(p, "utf8")))
        stated.push(e.name);
    }
  })(path.join(__dirname, "../../src/domain"));
  expect(stated).toEqual([]);
});
