/** The committed schema.graphql is what the TypeGraphQL classes emit (no server, no database). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSchema } from "../src/graphql/schema";

test("schema.graphql is what the code emits (run `npm run codegen` after changing the API)", async () => {
  const tmp = path.join(os.tmpdir(), `schema-${process.pid}.graphql`);
  await createSchema(undefined, tmp);
  const committed = fs.readFileSync(path.resolve(__dirname, "../../schema.graphql"), "utf8");
  expect(fs.readFileSync(tmp, "utf8")).toBe(committed);
});
