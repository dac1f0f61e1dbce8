import "./workers";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const wsUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
const token = localStorage.getItem("token");
// The signed-in user's token when there is one; otherwise the header to fill in.
const defaultHeaders = JSON.stringify({ Authorization: `Bearer ${token ?? ""}` }, null, 2);

/**
 * Queries and mutations go over HTTP with the Headers tab's headers. A subscription opens a
 * graphql-ws connection whose connectionParams are those same headers (the toolkit merges them in
 * per subscription), so `Authorization` typed in the Headers tab authenticates it too: the server
 * reads `authorization` or `Authorization` from the connection params. The connection is lazy and
 * closes when its subscription ends.
 */
const fetcher = createGraphiQLFetcher({
  url: "/graphql",
  subscriptionUrl: wsUrl,
  headers: { "Apollo-Require-Preflight": "true" },
});

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultHeaders={defaultHeaders} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
