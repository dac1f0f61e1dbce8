import type { ApolloServerPlugin } from "@apollo/server";
import { readsOnlySharedFields } from "../shared-reads";
import type { Context } from "./context";

/**
 * Cache hints for public queries: a query that reads only the shared fields (../shared-reads.ts) and succeeds is
 * answered with `Cache-Control: public, max-age=60` (plus stale-while-revalidate); anything else
 * is `private, no-store`.
 */
export function publicCacheHints(maxAge = 60): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response, errors }) {
          const cacheable = readsOnlySharedFields(operation) && !errors?.length;
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
