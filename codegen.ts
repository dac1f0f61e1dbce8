import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CodegenConfig } from "@graphql-codegen/cli";

// Paths resolve from this file, so `graphql-codegen --config ../codegen.ts` run in client/ works too.
const root = path.dirname(fileURLToPath(import.meta.url));

/** schema.graphql (emitted by the server) + documents next to components -> typed documents in client/src/gql. */
const config: CodegenConfig = {
  schema: path.join(root, "schema.graphql"),
  documents: [path.join(root, "client/src/**/*.{ts,tsx}"), `!${path.join(root, "client/src/gql/**")}`],
  ignoreNoDocuments: true,
  // Keep the schema's order: enums list their values as the server declares them (Pending, Confirmed, Cancelled).
  sort: false,
  generates: {
    [path.join(root, "client/src/gql/")]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: "string", Upload: "File" } },
    },
    // The enums' values (BookingStatus, BusStatus, Role) in a file of their own: a screen that lists them
    // imports this small module, not the one holding every document.
    [path.join(root, "client/src/gql/enums.ts")]: {
      plugins: ["typescript"],
      config: { onlyEnums: true, enumsAsConst: true },
    },
  },
};
export default config;
