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
  // Sorted: the documents in file order, so the output is the same on every machine (a committed file).
  // The enums' values keep the server's order in client/src/gql/enums.ts (client/codegen.enums.ts).
  sort: true,
  generates: {
    [path.join(root, "client/src/gql/")]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: "string", Upload: "File" } },
    },
  },
};
export default config;
