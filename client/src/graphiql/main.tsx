import "./workers";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { Kind, parse, type DocumentNode } from "graphql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const wsUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
const token = localStorage.getItem("token");
const defaultHeaders = JSON.stringify({ Authorization: `Bearer ${token ?? ""}` }, null, 2);

const httpFetcher = createGraphiQLFetcher({ url: "/graphql", headers: { "Apollo-Require-Preflight": "true" } });

/**
 * Subscriptions authenticate with connection params, so each subscription opens its own graphql-ws
 * connection carrying the Authorization header typed in the Headers tab.
 */
const fetcher: typeof httpFetcher = (params, opts) => {
  if (!/(^|[\s}])subscription\b/.test(params.query ?? "")) return httpFetcher(params, opts);
  let parsed: DocumentNode;
  try {
    parsed = parse(params.query);
  } catch {
    return httpFetcher(params, opts); // the server answers with the syntax error
  }
  const auth =
    (opts?.headers as Record<string, string> | undefined)?.Authorization ??
    (opts?.headers as Record<string, string> | undefined)?.authorization;
  const wsFetcher = createGraphiQLFetcher({
    url: "/graphql",
    subscriptionUrl: wsUrl,
    wsConnectionParams: auth ? { authorization: auth } : {},
  });
  // The toolkit picks WebSocket from the parsed document and operation name it is handed; GraphiQL
  // can hand over those of the previous text while the editor is still parsing, so give it the
  // document that is being sent.
  const operations = parsed.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operations.length === 1 ? (operations[0].name?.value ?? null) : params.operationName;
  return wsFetcher({ ...params, operationName }, { ...opts, documentAST: parsed });
};

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultHeaders={defaultHeaders} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
