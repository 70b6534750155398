/**
 * Dead-code check (npm run lint:unused): unused files, exports, types and dependencies, found by knip from the entry
 * points below. Knip's plugins add the tools' own entries (package.json scripts, Playwright's tests and web servers,
 * ESLint, Stylelint, Prettier); the rest are Umi's conventions, which knip has no plugin for.
 */
import type { KnipConfig } from 'knip';

import { buildRoutes, NOT_FOUND_ROUTE, pageComponent } from './src/config/routes';

/** The page components the route table names (the QA panel's too): Umi resolves each `component` under src/pages. */
const routedPages = [...buildRoutes({ qaPanel: true }), NOT_FOUND_ROUTE].map(({ page }) => `src/pages/${pageComponent(page).slice(2)}.tsx`);

const config: KnipConfig = {
  entry: [
    // Loaded by Umi by convention: runtime configuration, layout, loading, dva models, global styles, mock routes (the
    // top level of mock/: scripts/lib/mockConfig.ts).
    'src/app.tsx',
    'src/layouts/index.tsx',
    // The English edition: the one route .umirc.ts names for every English page (src/config/englishRoutes.ts).
    'src/layouts/EnglishEdition.tsx',
    'src/loading.tsx',
    'src/models/*.ts',
    'src/global.css',
    ...routedPages,
    'mock/*.{js,ts}',
    // Umi's configuration and project plugin.
    '.umirc.ts',
    'plugin.ts',
    // Read as text by the pre-renderer (scripts/prerender/site.ts) and inlined into every page.
    'src/prerender/boot.js',
    // Run by hand (its usage line) and by .ci/run, which knip does not read.
    'scripts/screenshotDiff.mjs',
    'scripts/test-summary.mjs',
  ],
  project: ['src/**/*.{ts,tsx,js,css}', 'mock/**/*.ts', 'scripts/**/*.{ts,tsx,mjs,mts}', 'tests/**/*.{ts,tsx}', '*.{ts,js,mjs}'],
  // Exports of entry files are checked too (named exports of mock/ and src/models/); the default exports their loaders
  // read are dropped from the findings by the preprocessor.
  includeEntryExports: true,
  preprocessor: './scripts/knipConventionExports.ts',
  // An export its own file uses is only over-exported, not dead.
  ignoreExportsUsedInFile: true,
  // CSS files are project files, so an unimported stylesheet is an unused file; their @import lines are their imports.
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)].map(([, path]) => `import '${path}';`).join('\n'),
  },
  ignoreIssues: {
    // Umi reads every export of src/app.tsx by name (runtime configuration).
    'src/app.tsx': ['exports'],
    // Loaded with import() into a module variable (src/features/visitor/start.ts): knip cannot follow its names.
    'src/features/visitor/wechat/jssdk.ts': ['exports'],
    // Bundled by esbuild from its path (scripts/shareImages/art.ts) and used as `typeof import('./subjects')`.
    'scripts/shareImages/subjects.tsx': ['exports'],
    // Types of scripts/chromium.mjs: its importers resolve to the .mjs.
    'scripts/chromium.d.mts': ['exports'],
  },
  ignoreDependencies: [
    // Umi's generated tsconfig maps @umijs/max to umi's folder, so knip sees imports of @umijs/max as of umi.
    'umi',
    // Named by @umijs/max/test's createConfig({ target: 'browser' }); knip does not run jest.config.js (it runs Umi's setup).
    'jest-environment-jsdom',
    // The minifier .umirc.ts names (`jsMinifier: 'swc'`): Umi's webpack loads it through terser-webpack-plugin.
    '@swc/core',
    // Run as node_modules/.bin/lighthouse by scripts/perf/lighthouse.ts.
    'lighthouse',
    // Come with @umijs/max and antd, in the versions they use: the webpack alias in .umirc.ts and the regenerator
    // (@babel/runtime), antd's style cache for pre-rendering (@ant-design/cssinjs), the router tests wrap hooks in.
    '@babel/runtime',
    '@ant-design/cssinjs',
    'react-router-dom',
  ],
  // The HTML validity test runs the Nu checker on the machine's Java (.ci/run installs it).
  ignoreBinaries: ['java'],
  // Jest's entries, given here: loading jest.config.js would run Umi's setup (into a stray generated folder under src).
  jest: { config: [], entry: ['jest.config.js', 'tests/unit/**/*.test.{ts,tsx}', 'tests/setup.ts'] },
  treatConfigHintsAsErrors: true,
};

export default config;
