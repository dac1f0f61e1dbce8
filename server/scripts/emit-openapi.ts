/** Writes the REST API's OpenAPI document (the one served at /api/openapi.json) to a file, for Redocly's lint. */
import fs from "node:fs";
import path from "node:path";
import { openApiDocument } from "../src/rest/openapi";

const target = path.resolve(process.argv[2] || path.join(__dirname, "../../.data/openapi.json"));
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(openApiDocument, null, 2));
console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
