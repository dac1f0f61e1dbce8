import js from "@eslint/js";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const element = (type) => ({ element: { type } });
/** Which layers each server layer may import; adapters may also import the wiring's types (the Services registry). */
const layers = (allowed) => [
  ...Object.entries(allowed).map(([from, to]) => ({ from: element(from), allow: to.map((t) => ({ to: element(t) })) })),
  {
    from: ["graphql", "rest", "http", "jobs"].map(element),
    allow: [{ to: element("app"), dependency: { kind: "type" } }],
  },
];

/**
 * The business areas of server/src/domain, bottom first: an area imports only areas before it in this list
 * (shared is everybody's). An area reaches one above it through a port in domain/shared (account-ports.ts,
 * mail-queue.ts) that services.ts wires. A new import running back up, or a pair of areas importing each
 * other, fails `npm run lint`.
 */
const AREA_ORDER = [
  "shared",
  "print",
  "place",
  "settings",
  "auth",
  "bus",
  "contact",
  "destination",
  "upload",
  "staff",
  "bus-document",
  "booking",
  "payment",
  "customer",
  "staff-note",
  "activity",
  "invoice",
  "vendor",
  "quote",
  "driver",
  "account",
  "notification",
  "messaging",
  "dispatch",
];
const areaDirection = AREA_ORDER.map((area, i) => {
  const above = AREA_ORDER.slice(i + 1);
  return {
    files: [`server/src/domain/${area}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: above.length
            ? [
                {
                  regex: `^(\\.\\./)+(${above.join("|")})/`,
                  message: `domain/${area} may not import an area above it (AREA_ORDER in eslint.config.mjs): reach it through a port in domain/shared.`,
                },
              ]
            : [],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "client/src/gql/**",
      "**/.data/**",
      "test-results/**",
      "playwright-report/**",
      "client/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // The direction of imports on the server: main -> app -> adapters (graphql, rest, http) -> services
    // -> domain -> config; no adapter imports another. A violation fails `npm run lint`.
    files: ["server/src/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".js", ".mjs"] } },
      "boundaries/include": ["server/src/**/*.ts"],
      // Elements below name single files ("mode: file"), which v7 still reads but calls legacy.
      "boundaries/legacy-warnings": false,
      "boundaries/elements": [
        {
          type: "main",
          pattern: ["server/src/main.ts", "server/src/emit-schema.ts", "server/src/backup-cli.ts"],
          mode: "file",
        },
        { type: "app", pattern: ["server/src/app.ts", "server/src/services.ts"], mode: "file" },
        { type: "db", pattern: "server/src/db" },
        { type: "graphql", pattern: "server/src/graphql" },
        // Resolvers and their GraphQL types live in their business area but belong to the GraphQL adapter.
        {
          type: "graphql",
          pattern: ["server/src/domain/*/*.resolver.ts", "server/src/domain/*/*.types.ts"],
          mode: "file",
        },
        { type: "rest", pattern: "server/src/rest" },
        // Likewise each area's REST rows and their schemas belong to the REST adapter.
        { type: "rest", pattern: "server/src/domain/*/*.rest.ts", mode: "file" },
        { type: "http", pattern: "server/src/http" },
        { type: "jobs", pattern: "server/src/jobs" },
        { type: "backup", pattern: "server/src/backup" },
        {
          type: "services",
          pattern: [
            "server/src/domain/*/*.service.ts",
            // the documents each lay out one service method's facts
            "server/src/domain/*/*-pdf.ts",
            "server/src/domain/booking/bookings-csv.ts",
            // one file per kind of e-mail (they lay out mail/templates content)
            "server/src/domain/notification/mails/*.ts",
          ],
          mode: "file",
        },
        { type: "mail", pattern: "server/src/mail" },
        { type: "domain", pattern: "server/src/domain" },
        // What every layer reads and none decides: the environment, and the allow-list of shared reads.
        { type: "config", pattern: ["server/src/config.ts", "server/src/shared-reads.ts"], mode: "file" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.element.type}} may not import {{to.element.type}} (server layers: main -> app -> graphql|rest|http -> services -> domain -> config)",
          policies: layers({
            main: ["main", "app", "db", "graphql", "backup", "config"],
            app: ["app", "graphql", "rest", "http", "jobs", "services", "mail", "domain", "config"],
            db: ["db", "services", "domain", "config"],
            graphql: ["graphql", "services", "domain", "config"],
            rest: ["rest", "services", "domain", "config"],
            http: ["http", "services", "domain", "config"],
            jobs: ["jobs", "services", "domain", "backup", "config"],
            backup: ["backup", "config"],
            services: ["services", "mail", "domain", "config"],
            mail: ["mail", "config"],
            domain: ["domain", "config"],
          }),
        },
      ],
    },
  },
  ...areaDirection,
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // The client's shared UI kit is a base layer: client/src/ui may import client/src/i18n and libraries,
    // never client/src/app (wiring, session, Apollo) nor client/src/features (pages). A violation fails lint.
    files: ["client/src/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(app|features)(/|$)",
              message: "client/src/ui may not import client/src/app or client/src/features (ui is a base layer).",
            },
          ],
        },
      ],
    },
  },
);
