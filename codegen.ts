import path from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";

const root = path.dirname(new URL(import.meta.url).pathname);

/** schema.graphql (emitted by the server) + documents next to components -> typed documents in client/src/gql. */
const config: CodegenConfig = {
  schema: path.join(root, "schema.graphql"),
  documents: [path.join(root, "client/src/**/*.{ts,tsx}"), `!${path.join(root, "client/src/gql/**")}`],
  ignoreNoDocuments: true,
  generates: {
    [path.join(root, "client/src/gql/")]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: "string", Upload: "File" } },
    },
  },
};
export default config;
