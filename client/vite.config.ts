import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./vite-graphql-documents.ts";
import { serviceWorker } from "./vite-service-worker.ts";
import { styledComponentIds } from "./vite-styled-ids.ts";

/** A script for inlining: its comments and indentation go (the CSP allows it by its hash, whatever it is). */
const inlineScript = (file: string) =>
  fs
    .readFileSync(path.join(import.meta.dirname, file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .join("\n");
// The app's script starts after the first paint and the page's important images (public/boot.js): fetched
// earlier, it would compete with them for a slow connection (and Lighthouse counts it against the
// largest paint). Whatever a visitor does before it runs is kept by the capture.
const START = '<script defer src="/boot.js" data-entry="$1"></script>';

const API = process.env.API_URL ?? "http://127.0.0.1:4000";

const rrRoot = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const rr = (file: string) => path.join(rrRoot, "dist/production", file);

// Three builds: the site (index.html) and, with `--mode playground`, the GraphQL playground
// (graphiql.html) into dist/; apart, the site's first-load chunk holds only what the site needs.
// With `--ssr src/entry-server.tsx`, the server's renderer of the same App into dist-server/.
export default defineConfig(({ command, mode, isSsrBuild }) => ({
  resolve: {
    // rxjs: its ES2015 build, smaller than the default ES5 one (no tslib class helpers).
    conditions: ["es2015", "module", "browser", "development|production"],
    // react-router 7's export map names only its development build (remix-run/react-router#14753).
    // (The server's build leaves react-router to Node, so react-router-dom and it stay one copy.)
    alias:
      command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: rr("index.mjs") },
            { find: /^react-router\/dom$/, replacement: rr("dom-export.mjs") },
          ]
        : [],
  },
  plugins: [
    {
      // What a visitor does from the first paint is kept until the app can do it (capture.inline.js,
      // inlined first in <head>: it runs before anything paints). The app's script starts at once, at
      // low priority (the page's image and fonts go first on a slow connection).
      name: "capture-and-start",
      apply: "build",
      transformIndexHtml: {
        order: "post",
        handler: (html, ctx) =>
          !ctx.filename.endsWith("index.html")
            ? html
            : html
                .replace("<head>", () => `<head>\n    <script>${inlineScript("capture.inline.js")}</script>`)
                .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, START),
      },
    },
    styledComponentIds(import.meta.dirname),
    graphqlDocuments(path.join(import.meta.dirname, "src/gql")),
    react(),
    serviceWorker(),
  ],
  // styled-components ships CommonJS to Node, whose default export Node's ESM loader does not unwrap.
  ssr: { noExternal: ["styled-components"] },
  // public/ (artwork, icons) is the site's: the server's renderer needs none of it.
  publicDir: isSsrBuild ? false : "public",
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    manifest: isSsrBuild ? false : mode === "playground" ? ".vite/playground-manifest.json" : true,
    emptyOutDir: mode !== "playground",
    chunkSizeWarningLimit: 4000,
    // The site has one stylesheet (app/fonts.css and app/global.css; components style themselves), in every
    // page's HTML from the start. Split by chunk, it was also a dependency of lazy chunks, and the app added it to
    // the page again when one loaded: a stylesheet with font faces added late makes the browser rebuild its fonts,
    // which swapped in a heading font that had missed the first paint (font-display: optional), reflowing it.
    cssCodeSplit: mode === "playground",
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            [mode === "playground" ? "graphiql" : "index"]: mode === "playground" ? "graphiql.html" : "index.html",
          },
          // What the site loads before its first render is one file (one gzip stream compresses better
          // than twenty small ones); lazily loaded pages keep their own chunks.
          output: mode === "playground" ? {} : { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
          // graphiql's dependencies carry "use client"/"use no memo" directives that bundling ignores.
          onwarn(warning, warn) {
            if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
            warn(warning);
          },
        },
  },
  server: {
    proxy: {
      "/graphql": { target: API, ws: true },
      "/api": API,
      "/uploads": API,
      "/invoices": API,
      "/exports": API,
      "/healthz": API,
    },
  },
}));
