/**
 * A permission's name is typed from the schema's Permission scalar (codegen.ts reads its description): the
 * names the server knows pass, a misspelt one fails `npm run typecheck` (the @ts-expect-error below).
 */
import type { Permission } from "../src/app/RequireRole";
import { SECTION_NEEDS } from "../src/features/admin/sections";

test("a permission is one of the server's names", () => {
  const known: Permission[] = ["bookings.read", "money.read", "documents.override", "activity.read"];
  // @ts-expect-error "money.raed" is not a permission of the schema
  const misspelt: Permission = "money.raed";
  expect(known).not.toContain(misspelt);
  expect(SECTION_NEEDS.settings).toEqual(["settings.write", "money.read", "taxes.write"]);
  // Vendors are read by every booking reader; their payables, inside the section, by money readers only.
  expect(SECTION_NEEDS.vendors).toEqual(["bookings.read"]);
});
