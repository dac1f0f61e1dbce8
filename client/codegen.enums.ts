import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CodegenConfig } from "@graphql-codegen/cli";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The enums' values (BookingStatus, BusStatus, Role) in a file of their own: a screen that lists them
 * imports this small module, not the one holding every document. Unsorted, so they keep the order the
 * server declares them in (Pending, Confirmed, Cancelled). `npm run codegen` runs it after ../codegen.ts.
 */
const config: CodegenConfig = {
  schema: path.join(root, "schema.graphql"),
  sort: false,
  generates: {
    [path.join(root, "client/src/gql/enums.ts")]: {
      plugins: ["typescript"],
      config: { onlyEnums: true, enumsAsConst: true },
    },
  },
};
export default config;
