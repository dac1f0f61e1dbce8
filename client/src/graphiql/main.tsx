import "./workers";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
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
  const isSubscription = /(^|[\s}])subscription\b/.test(params.query ?? "");
  if (!isSubscription) return httpFetcher(params, opts);
  const auth = (opts?.headers as Record<string, string> | undefined)?.Authorization ?? (opts?.headers as Record<string, string> | undefined)?.authorization;
  const wsFetcher = createGraphiQLFetcher({ url: "/graphql", subscriptionUrl: wsUrl, wsConnectionParams: auth ? { authorization: auth } : {} });
  return wsFetcher(params, opts);
};

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultHeaders={defaultHeaders} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
