const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];
const common = {
  testEnvironment: "node",
  transform: { "^.+\\.(ts|mjs|js)$": swc },
  transformIgnorePatterns: ["/node_modules/(?!(graphql-upload|fs-capacitor|pg-boss|serialize-error|non-error)/)"],
};
/**
 * Whether the command line names test files (`npx jest quotes`): then the integration files run one by one;
 * otherwise in the groups of test/groups (one module registry per group, see run-group.ts).
 */
const VALUE_FLAGS =
  /^(-[ctw]|--(config|maxWorkers|selectProjects|testNamePattern|shard|reporters|testTimeout|outputFile|seed))$/;
const patterns = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith("-") && !VALUE_FLAGS.test(args[i - 1] ?? ""))
  .concat(process.argv.filter((arg) => arg.startsWith("--testPathPattern")));
const named = patterns.length > 0 && !patterns.some((p) => p.includes("groups"));

/**
 * Two layers in one run: unit tests of pure rules (no server, no database; `npm run test:unit`) and
 * integration tests through real HTTP against a real PostgreSQL (one per run, a fresh clone per file).
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 30000,
  // One worker per core (Jest's default leaves one core free): each integration file has its own database and
  // server, and the instances on one Redis keep to their database's channels (config.redisPrefix).
  maxWorkers: "100%",
  projects: [
    {
      ...common,
      displayName: "unit",
      roots: ["<rootDir>/test/unit"],
      setupFiles: ["<rootDir>/test/unit/quiet-log.ts"],
    },
    {
      ...common,
      displayName: "integration",
      roots: ["<rootDir>/test", "<rootDir>/src"],
      testPathIgnorePatterns: [
        "/node_modules/",
        "<rootDir>/test/unit/",
        named ? "<rootDir>/test/groups/" : "<rootDir>/test/[^/]+\\.test\\.ts$",
      ],
      globalSetup: "<rootDir>/test/global-setup.ts",
      globalTeardown: "<rootDir>/test/global-teardown.ts",
    },
  ],
};
