import "./app/fonts.css";
import "./app/global.css";
import type { NormalizedCacheObject } from "@apollo/client/cache";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { env } from "#env";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";
import { basenameOf, languageOfPath, LanguageProvider, pageMessagesLoaded, startLanguage } from "./i18n";
import { Providers } from "./app/Providers";
import { reloadOnStaleChunks } from "./ui/PageErrorBoundary";

/**
 * The browser's entry. A public page arrives rendered by the server (entry-server.tsx) with the
 * data it was drawn from: the browser takes that HTML over (hydrates) without asking again. A
 * private page (dashboard, admin) arrives as an empty shell and is drawn here.
 */
reloadOnStaleChunks();
const stateElement = document.getElementById("apollo-state");
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as NormalizedCacheObject) : undefined;
const client = createApolloClient(state);
const container = document.getElementById("root")!;
const serverRendered = container.hasChildNodes();
// The page's language is in its URL (/hi/... is Hindi); the router sees the paths after it.
const language = languageOfPath(location.pathname);
const texts = startLanguage(language);
// The replay of what a visitor did before this script ran (app/capture.ts) is needed only once React
// starts: it loads beside the page's texts, outside the first-load bundle.
const capture = import("./app/capture");

const app = (
  <StrictMode>
    <LanguageProvider value={language}>
      <Providers client={client} renderAll={serverRendered}>
        <BrowserRouter basename={basenameOf(language)}>
          <App />
        </BrowserRouter>
      </Providers>
    </LanguageProvider>
  </StrictMode>
);

// Repeat visits from the cache, and pages already seen offline (client/vite-service-worker.ts).
// This script starts after the first frame (public/boot.js), often after the page's load event.
if ("serviceWorker" in navigator && !env.dev) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else addEventListener("load", register);
}

// Hydrating as a transition lets React yield to the browser between parts of the page (no long task).
// What a visitor did before (client/capture.inline.js kept it) is done again as React takes each part over.
if (serverRendered)
  void Promise.all([texts, pageMessagesLoaded(), capture]).then(([, , { takeOverCapturedInput }]) => {
    startTransition(() => void hydrateRoot(container, app));
    takeOverCapturedInput();
  });
else
  void Promise.all([texts, capture]).then(([, { takeOverCapturedInput }]) => {
    createRoot(container).render(app);
    takeOverCapturedInput();
  });
