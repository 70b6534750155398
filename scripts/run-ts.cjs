// Runs a TypeScript script of this repo (it may import src/config directly) through esbuild, the way Umi loads
// .umirc.ts and mock/: `node scripts/run-ts.cjs scripts/prerender/main.ts [args]`.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry point that installs the TS loader */
const path = require('node:path');

require('@umijs/utils').register.register({ implementor: require('@umijs/bundler-utils/compiled/esbuild') });
require(path.resolve(process.argv[2]));
