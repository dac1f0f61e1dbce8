// Copies Scalar's browser bundle beside the compiled page that serves it (dist/http/scalar.js), so /api/docs
// works offline and the production install needs no @scalar package (it is a devDependency).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const bundle = path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
const target = new URL("../dist/http/scalar.js", import.meta.url);
fs.mkdirSync(new URL(".", target), { recursive: true });
fs.copyFileSync(bundle, target);
