import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./vite-graphql-documents.ts";
import { serviceWorker } from "./vite-service-worker.ts";
import { styledComponentIds } from "./vite-styled-ids.ts";

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
      // The page is painted by the server's HTML: the site's script starts after the first frame
      // (public/boot.js), so that it does not compete with the page's image and fonts before it.
      name: "script-after-paint",
      apply: "build",
      transformIndexHtml: {
        order: "post",
        handler: (html, ctx) =>
          !ctx.filename.endsWith("index.html")
            ? html
            : html.replace(
                /<script type="module" crossorigin src="([^"]+)"><\/script>/,
                '<script defer src="/boot.js" data-entry="$1"></script>',
              ),
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
