import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { HttpMethod, OpenApiDocument } from "../src/rest/openapi";

/**
 * Checks answers against an OpenAPI 3.1 document: each body must match the schema of its path,
 * method and status (an undocumented status fails too). Remembers which operations were exercised.
 */
export function openApiChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, "openapi");
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      re: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }))
    .sort((a, b) => a.params - b.params);
  const seen = new Set<string>();
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

  type ResolvedResponse = { content?: Record<string, { schema: unknown }> };
  const resolveResponse = (r: unknown): ResolvedResponse => {
    const refd = r as { $ref?: string };
    if (refd.$ref) return doc.components.responses[refd.$ref.split("/").pop()!] as ResolvedResponse;
    return r as ResolvedResponse;
  };

  return {
    /** Throws with the schema errors when `body` is not what the document says for this answer. */
    check(method: string, url: string, status: number, body: unknown): void {
      const path = url.split("?")[0];
      const m = method.toLowerCase() as HttpMethod;
      const found = templates.find((t) => t.re.test(path) && doc.paths[t.template][m]);
      if (!found) throw new Error(`${method} ${path} is not in the OpenAPI document`);
      const op = doc.paths[found.template][m]!;
      const response = op.responses[String(status)];
      if (!response)
        throw new Error(
          `${method} ${found.template} answered ${status}, which the OpenAPI document does not list: ${JSON.stringify(body)}`,
        );
      const resolved = resolveResponse(response);
      if (!resolved.content?.["application/json"])
        throw new Error(`${method} ${found.template} ${status} has no JSON schema`);
      const ref =
        response && (response as { $ref?: string }).$ref
          ? `openapi#/components/responses/${pointer((response as { $ref: string }).$ref.split("/").pop()!)}/content/application~1json/schema`
          : `openapi#/paths/${pointer(found.template)}/${m}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`no schema at ${ref}`);
      if (!validate(body))
        throw new Error(
          `${method} ${path} ${status}: the answer does not match the OpenAPI schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
        );
      seen.add(`${m} ${found.template} ${status}`);
    },
    /** Operations of the document never answered with a 2xx during the run. */
    unexercised(): string[] {
      const out: string[] = [];
      for (const [template, ops] of Object.entries(doc.paths))
        for (const [m, op] of Object.entries(ops)) {
          const okStatuses = Object.keys(op!.responses).filter((s) => s.startsWith("2"));
          if (!okStatuses.some((s) => seen.has(`${m} ${template} ${s}`))) out.push(`${m.toUpperCase()} ${template}`);
        }
      return out;
    },
    /** Every "method template status" answered so far. */
    seen,
  };
}
