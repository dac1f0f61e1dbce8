import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print, type FormattedExecutionResult } from "graphql";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { Observable } from "rxjs";
import { ServerStyleSheet } from "styled-components";
import { App } from "./App";
import { HeadCollector, jsonForHtml } from "./app/head";
import { addMessages, basenameOf, languageOfPath, LanguageProvider } from "./i18n";
import { Providers } from "./app/Providers";
import { FormOutcomeContext, type FormOutcome } from "./app/form-outcome";
import { operatorJsonLd } from "./features/shell/operator";
import { SettingsQuery } from "./features/shell/useSettings";
import pages from "./locales/en.pages.json";
import hi from "./locales/hi.json";
import hiErrors from "./locales/hi.errors.json";
import hiPages from "./locales/hi.pages.json";

// The server has every public text at hand, in both languages (the browser loads them with the first page).
addMessages(pages);
addMessages(hi, "hi");
addMessages(hiPages, "hi");
addMessages(hiErrors, "hi");

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderOptions {
  /** Runs a GraphQL operation in the server's own process, as a guest. */
  execute: (request: GraphQLRequest) => Promise<FormattedExecutionResult>;
  /** The site's public base URL, for canonical links and link previews. */
  publicUrl: string;
  /** What the server made of a form the browser posted (server/src/http/forms.ts): drawn into the page. */
  form?: FormOutcome;
}

export interface RenderResult {
  /** The page's language, from its URL (`/hi/...` is Hindi). */
  language: "en" | "hi";
  /** 200, or 404 for a path no page answers. */
  status: number;
  /** The tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The styled-components CSS of this render, as <style> elements. */
  css: string;
  /** The page's HTML, to go inside <div id="root">. */
  html: string;
  /** The Apollo cache the page was drawn from, as a JSON data element for the browser to restore. */
  state: string;
}

/** Renders one public page as the browser would draw it, with its data, for a guest. */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        options
          .execute({
            query: print(operation.query),
            variables: operation.variables,
            operationName: operation.operationName,
          })
          .then(
            (result) => {
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const path = new URL(url, "http://x").pathname;
  const language = languageOfPath(path);
  const head = new HeadCollector(options.publicUrl, language);
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <LanguageProvider value={language}>
          <Providers client={client} head={head} renderAll>
            <StaticRouter location={url} basename={basenameOf(language)}>
              <FormOutcomeContext.Provider value={options.form ?? null}>
                <App />
              </FormOutcomeContext.Provider>
            </StaticRouter>
          </Providers>
        </LanguageProvider>
      </StrictMode>,
    );
    const failures: unknown[] = [];
    const { result } = await prerenderStatic({
      tree,
      // A part that fails here is left for the browser to draw; the failure is the server's to log.
      renderFunction: (node) =>
        prerenderToNodeStream(node, {
          // One document in order: no boundary sent apart and put in place by an inline script (the CSP allows none).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError: (error) => void failures.push(error),
        }),
      maxRerenders: 10,
    });
    for (const error of new Set(failures)) console.error(`[render] ${url}:`, error);
    // Every page describes the operator too (the shell's contact widget has read the settings).
    const settings = client.readQuery({ query: SettingsQuery })?.settings;
    if (settings) head.site = (publicUrl) => operatorJsonLd(settings, publicUrl);
    return {
      language,
      status: head.status,
      head: head.toHtml(path),
      css: sheet.getStyleTags(),
      html: result,
      state:
        `<script type="application/json" id="apollo-state">${jsonForHtml(client.extract())}</script>` +
        (options.form ? `<script type="application/json" id="form-outcome">${jsonForHtml(options.form)}</script>` : ""),
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}
