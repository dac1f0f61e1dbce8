import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./vite-graphql-documents.ts";

const API = process.env.API_URL ?? "http://127.0.0.1:4000";

const rr = (file: string) => path.join(import.meta.dirname, "../node_modules/react-router/dist/production", file);

// Two builds into one dist/: the site (index.html) and, with `--mode playground`, the GraphQL
// playground (graphiql.html). Apart, the site's first-load chunk holds only what the site needs.
export default defineConfig(({ command, mode }) => ({
  resolve: {
    // rxjs: its ES2015 build, smaller than the default ES5 one (no tslib class helpers).
    conditions: ["es2015", "module", "browser", "development|production"],
    // react-router's export map names only its development build (remix-run/react-router#14753).
    alias: command === "build" ? [{ find: /^react-router$/, replacement: rr("index.mjs") }, { find: /^react-router\/dom$/, replacement: rr("dom-export.mjs") }] : [],
  },
  plugins: [graphqlDocuments(path.join(import.meta.dirname, "src/gql")), react()],
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: mode === "playground" ? ".vite/playground-manifest.json" : true,
    emptyOutDir: mode !== "playground",
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { [mode === "playground" ? "graphiql" : "index"]: mode === "playground" ? "graphiql.html" : "index.html" },
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
