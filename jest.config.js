/* eslint-disable @typescript-eslint/no-require-imports -- Jest reads a CommonJS config (a .ts one would need ts-node) */
const { configUmiAlias, createConfig } = require('@umijs/max/test');

module.exports = async () =>
  configUmiAlias({
    // `import()` as a require: modules loaded on demand (the answers' schemas) run in the tests as they do in the app.
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  });
