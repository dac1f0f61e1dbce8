import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Build-time twin of the client preset's babel/swc optimizer. Every `graphql(`...`)` call is
 * replaced by its generated document (the AST from `gql/graphql.ts`, inlined where it is used).
 * Without it, `gql/gql.ts` and `gql/graphql.ts` hold every document of the project in one module,
 * so the home page would download the admin area's queries too.
 * The lookup is the one `graphql()` does at run time (exact source text -> document), read from the
 * generated files; a call it cannot resolve is left to the run-time function and reported.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const gqlFile = path.join(gqlDir, "gql.ts");
  const documentsFile = path.join(gqlDir, "graphql.ts");
  let table: Map<string, string> | null = null;

  /** source text -> JSON of its document */
  const load = () => {
    const asts = new Map<string, string>();
    for (const m of fs
      .readFileSync(documentsFile, "utf8")
      .matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
      asts.set(m[1], m[2]);
    const source = fs.readFileSync(gqlFile, "utf8");
    const map = new Map<string, string>();
    for (const m of source
      .slice(source.indexOf("const documents"))
      .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
      const ast = asts.get(m[2]);
      if (ast) map.set(JSON.parse(m[1]) as string, ast);
    }
    return map;
  };

  return {
    name: "kashi:graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      table = load();
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes("graphql(`")) return null;
      const docs = (table ??= load());
      let changed = false;
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, text: string) => {
        const ast = docs.get(text);
        if (!ast) {
          this.warn(`no generated document for a graphql() call in ${path.relative(process.cwd(), file)}; run codegen`);
          return call;
        }
        changed = true;
        return `(${ast})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
