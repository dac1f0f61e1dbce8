import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import type { Context } from "./context";

/** Root fields whose answers are the same for everybody (the public catalogue). */
export const PUBLIC_ROOT_FIELDS = new Set([
  "buses",
  "bus",
  "destinations",
  "settings",
  "places",
  "distance",
  "clientConfig",
  "__typename",
]);

function rootFields(op: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) return null; // fragments at the root: stay conservative
    names.push(sel.name.value);
  }
  return names;
}

/**
 * Whether a query (as sent: its text and operation name) reads only the public catalogue, the same
 * test as the hints below: the server renderer keeps a page in the shared page cache only when
 * every operation its render ran passes it. Anything unparsable or not a query does not.
 */
export function readsOnlyPublicFields(query: string, operationName?: string | null): boolean {
  let ops: OperationDefinitionNode[];
  try {
    ops = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  const fields = op?.operation === "query" ? rootFields(op) : null;
  return !!fields?.length && fields.every((f) => PUBLIC_ROOT_FIELDS.has(f));
}

/**
 * Cache hints for public queries: a query that reads only the public catalogue and succeeds is
 * answered with `Cache-Control: public, max-age=60` (plus stale-while-revalidate); anything else
 * is `private, no-store`.
 */
export function publicCacheHints(maxAge = 60): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response, errors }) {
          const fields = operation?.operation === "query" ? rootFields(operation) : null;
          const cacheable = !!fields?.length && fields.every((f) => PUBLIC_ROOT_FIELDS.has(f)) && !errors?.length;
          response.http.headers.set(
            "cache-control",
            cacheable ? `public, max-age=${maxAge}, stale-while-revalidate=300` : "private, no-store",
          );
          // Who asks decides the data; Accept decides the media type (application/json or
          // application/graphql-response+json, negotiated by Apollo).
          response.http.headers.set("vary", "Accept, Authorization");
        },
      };
    },
  };
}
