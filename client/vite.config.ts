import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./vite-graphql-documents.ts";

const API = process.env.API_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [graphqlDocuments(path.join(import.meta.dirname, "src/gql")), react()],
  build: {
    target: "es2022",
    sourcemap: false,
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
});
