/** @type {import('jest').Config} */
export default {
  testEnvironment: "jsdom",
  // One worker per core (Jest's default leaves one core free).
  maxWorkers: "100%",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  setupFiles: ["<rootDir>/test/polyfills.ts"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  moduleNameMapper: { "^#env$": "<rootDir>/src/env.jest.ts", "\\.(css)$": "<rootDir>/test/style-mock.ts" },
};
