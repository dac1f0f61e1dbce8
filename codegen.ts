import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { buildSchema } from "graphql";

// Paths resolve from this file, so `graphql-codegen --config ../codegen.ts` run in client/ works too.
const root = path.dirname(fileURLToPath(import.meta.url));
const schema = path.join(root, "schema.graphql");

/**
 * The `Permission` scalar as the union of the names its description lists (`bookings.read`, ...: the server
 * writes them from domain/shared/permissions.ts), so `me.permissions` and every `can("...")` on the client
 * are checked against the server's one list; what goes over the wire stays the names.
 */
function permissionUnion(): string {
  const description = buildSchema(fs.readFileSync(schema, "utf8")).getType("Permission")?.description ?? "";
  const names = [...description.matchAll(/`([a-z]+\.[a-z]+)`/g)].map((m) => JSON.stringify(m[1]));
  if (!names.length) throw new Error("schema.graphql: the Permission scalar's description lists no permission");
  return names.join(" | ");
}

/** schema.graphql (emitted by the server) + documents next to components -> typed documents in client/src/gql. */
const config: CodegenConfig = {
  schema,
  documents: [path.join(root, "client/src/**/*.{ts,tsx}"), `!${path.join(root, "client/src/gql/**")}`],
  ignoreNoDocuments: true,
  // Sorted: the documents in file order, so the output is the same on every machine (a committed file).
  // The enums' values keep the server's order in client/src/gql/enums.ts (client/codegen.enums.ts).
  sort: true,
  generates: {
    [path.join(root, "client/src/gql/")]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: "string", Upload: "File", Permission: permissionUnion() },
      },
    },
  },
};
export default config;
