/**
 * The one allow-list of answers a shared cache may keep: the public catalogue (the fleet, a bus with its
 * routes and unavailable periods, destinations, the site's settings, the gazetteer and the client's
 * configuration) and the API's description. Each is the same for everybody, depends on no token in the
 * URL and on no clock, and is dropped by the CONTENT_CHANGED event when it changes (or never changes while
 * the process runs). Anything not named here (a quote link, the driver's link, a download, a customer's or
 * staff's read) is never kept, whatever headers its handler sets: the read cache (http/read-cache.ts), the
 * GraphQL cache hints (graphql/cache-hints.ts), the REST router's revalidation header (rest/index.ts) and
 * the page cache (http/render.ts) all ask here.
 */
import { Kind, parse, type OperationDefinitionNode } from "graphql";

/** REST reads (GET), as the route table writes their paths (and the API's own description). */
export const SHARED_REST_READS = [
  "/api/buses",
  "/api/buses/{id}",
  "/api/buses/{id}/blackouts",
  "/api/openapi.json",
] as const;

/** GraphQL root fields whose answers are the same for everybody. */
export const SHARED_GRAPHQL_FIELDS: ReadonlySet<string> = new Set([
  "buses",
  "bus",
  "destinations",
  "settings",
  "places",
  "distance",
  "clientConfig",
  "__typename",
]);

const patterns = SHARED_REST_READS.map(
  (path) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/?#]+").replace(/\//g, "\\/")}$`),
);

/** Whether a REST route (its table path, or a request's path without the query) is a shared read. */
export function isSharedRestRead(path: string): boolean {
  return (SHARED_REST_READS as readonly string[]).includes(path) || patterns.some((p) => p.test(path));
}

/** The root fields an operation selects; null when a fragment stands at the root (stay conservative). */
export function rootFields(op: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) return null;
    names.push(sel.name.value);
  }
  return names;
}

/** Whether an operation is a query reading shared fields only. */
export function readsOnlySharedFields(op: OperationDefinitionNode | null | undefined): boolean {
  const fields = op?.operation === "query" ? rootFields(op) : null;
  return !!fields?.length && fields.every((f) => SHARED_GRAPHQL_FIELDS.has(f));
}

/**
 * Whether a GraphQL request (its text and operation name, as sent) is a shared read. Anything unparsable,
 * not a query, or naming no single operation is not.
 */
export function isSharedGraphqlRead(query: unknown, operationName?: unknown): boolean {
  if (typeof query !== "string") return false;
  let ops: OperationDefinitionNode[];
  try {
    ops = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  const op =
    typeof operationName === "string" && operationName
      ? ops.find((o) => o.name?.value === operationName)
      : ops.length === 1
        ? ops[0]
        : undefined;
  return readsOnlySharedFields(op);
}
