const swc = ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true },
  transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: "es2022" },
  module: { type: "commonjs" } }];
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test", "<rootDir>/src"],
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  transform: { "^.+\\.(ts|mjs|js)$": swc },
  transformIgnorePatterns: ["/node_modules/(?!(graphql-upload|fs-capacitor)/)"],
  testTimeout: 30000,
};
