/** Writes schema.graphql at the repository root from the TypeGraphQL classes (no database needed). */
import path from "node:path";
import { createSchema } from "./graphql/schema";

const target = path.resolve(__dirname, "../../schema.graphql");
createSchema(undefined, target)
  .then(() => console.log(`schema written to ${path.relative(process.cwd(), target)}`))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
