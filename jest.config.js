/* eslint-disable @typescript-eslint/no-require-imports -- Jest reads a CommonJS config (a .ts one would need ts-node) */
const { configUmiAlias, createConfig } = require('@umijs/max/test');

module.exports = async () =>
  configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  });
