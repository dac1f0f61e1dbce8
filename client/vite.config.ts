import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./vite-graphql-documents.ts";

const API = process.env.API_URL ?? "http://127.0.0.1:4000";

const rr = (file: string) => path.join(import.meta.dirname, "../node_modules/react-router/dist/production", file);

export default defineConfig(({ command }) => ({
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
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { index: "index.html", graphiql: "graphiql.html" },
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
