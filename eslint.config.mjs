// Lint gate (npm run lint, run first by npm test): TypeScript, React hooks, accessibility of JSX,
// import order, and the direction of imports between the layers of src/ (see docs/architecture.md, "Layers").
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { COPY_RULE, COPY_RULE_FILES, COPY_RULE_IGNORES, COPY_STAYS } from './scripts/lint/copyRule.mjs';

/**
 * Pre-rendering is one module with a narrow API (src/prerender/index.ts): code above it reads the address's query only
 * through `useQuery`, so a pre-rendered page is taken over with the query it was rendered with.
 */
const PRERENDER_API = [
  {
    name: '@umijs/max',
    importNames: ['useSearchParams'],
    message: 'Read the query with useQuery / useQueryParam from @/prerender: they take a pre-rendered page over without a mismatch.',
  },
  {
    name: '@umijs/max',
    importNames: ['request'],
    allowTypeImports: true,
    message: 'Use request from @/request/send: the HTTP client then loads with the first request, not with every page.',
  },
];

/** `no-restricted-imports` patterns: what a layer may not import (and, above src/prerender, its internals). */
const forbid = (...groups) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: PRERENDER_API,
      // A type import carries no code: a layer may name the shape of what it receives.
      patterns: [...groups, UP.prerenderInternals].map(({ group, message }) => ({ group, message, allowTypeImports: true })),
    },
  ],
});

const UP = {
  pages: { group: ['@/pages/*', '@/pages'], message: 'Only the router uses pages: move shared code to features/, components/ or lib/.' },
  layouts: { group: ['@/layouts/*', '@/layouts'], message: 'Layouts sit above pages and features.' },
  features: { group: ['@/features/*'], message: 'Shared pieces must not depend on a feature.' },
  components: { group: ['@/components/*'], message: 'This layer sits below components.' },
  hooks: { group: ['@/hooks/*'], message: 'This layer sits below hooks.' },
  services: { group: ['@/services/*'], message: 'This layer does not call the API.' },
  request: { group: ['@/request/*', '@/request'], message: 'This layer does not use the request layer.' },
  models: { group: ['@/models/*'], message: 'Models are read through Umi (useSelector, connect), not imported.' },
  framework: { group: ['react', 'react-dom', '@umijs/max', 'antd', 'antd/*', 'ahooks'], message: 'This layer is framework-free.' },
  otherPage: { group: ['../*'], message: 'A page never imports another page: move the shared part to features/ or components/.' },
  qa: {
    group: ['@/qa/*', '@/services/qa'],
    message: 'QA switches reach only the QA panel (src/pages/Test), the mocks and the tests, never a production page.',
  },
  // The settings name things with the catalogue's leaf word tables (src/content/labels/), which read only types.
  content: {
    group: ['@/content/*', '../content/*', '../../content/*', '!../content/labels', '!../../content/labels'],
    message: 'Settings read copy only from the word tables of src/content/labels/: the rest of the catalogue reads settings.',
  },
  leafWords: { group: ['@/*', '../*', '../../*'], message: 'A word table of src/content/labels/ reads only types: the settings read it.' },
  lib: { group: ['@/lib/*', '../lib/*', '../../lib/*'], message: 'Settings sit below lib/: lib reads settings, not the reverse.' },
  prerenderInternals: { group: ['@/prerender/*'], message: 'Use the API of @/prerender (its index), not its internals.' },
  // src/api is read by mock/ outside the app's aliases, so it imports by relative path: what sits above it, that way.
  aboveApi: {
    group: ['pages', 'layouts', 'features', 'components', 'hooks', 'services', 'request', 'models', 'content', 'qa', 'prerender'].map(
      (layer) => `../${layer}/**`,
    ),
    message: 'src/api is the platform contract: it reads settings (../config) and valibot only.',
  },
  // .umirc.ts reads the kinds (the routes, the descriptions) through Umi's config loader, which knows no alias.
  alias: { group: ['@/*'], message: "src/kinds is read by .umirc.ts, outside the app's aliases: import by relative path." },
};

/** What the framework-free layers below the services may not import (lib/, content/, qa/, and below them api/, config/). */
const FRAMEWORK_FREE = [
  UP.pages,
  UP.layouts,
  UP.features,
  UP.components,
  UP.hooks,
  UP.services,
  UP.request,
  UP.models,
  UP.framework,
  UP.qa,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'server/',
      'src/.umi/',
      'src/.umi-production/',
      'src/.umi-test/',
      'reports/',
      'test-results/',
      'screenshots/',
      '.umi/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true, allowDefinitionFiles: true }],
      'simple-import-sort/imports': [
        'error',
        // Packages, then the app's own modules, then relative ones; stylesheets last so page styles win over shared ones.
        { groups: [['^\\u0000(?!.*\\.css$)'], ['^node:', '^@?\\w'], ['^@/', '^@@/'], ['^\\.'], ['^\\u0000.*\\.css$']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // No import cycle: two modules that cannot be understood, tested or loaded one without the other
    // (docs/architecture.md, "Layers"). The rule follows imports of code; a type-only import (`import type`) is not followed.
    files: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', 'scripts/**/*.{ts,tsx,mts}', 'tests/**/*.{ts,tsx}', '*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Copy only in the catalogue (scripts/lint/copyRule.mjs); the files listed there still hold some of their own.
  { files: COPY_RULE_FILES, ignores: [...COPY_RULE_IGNORES, ...COPY_STAYS], rules: { 'no-restricted-syntax': COPY_RULE } },
  // The direction of imports: pages -> features -> components, hooks, lib, services, request, config.
  { files: ['src/pages/**'], ignores: ['src/pages/Test/**'], rules: forbid(UP.pages, UP.layouts, UP.models, UP.otherPage, UP.qa) },
  { files: ['src/pages/Test/**'], rules: forbid(UP.pages, UP.layouts, UP.models, UP.otherPage) },
  { files: ['src/layouts/**'], rules: forbid(UP.pages, UP.models, UP.qa) },
  { files: ['src/features/**'], rules: forbid(UP.pages, UP.layouts, UP.models, UP.qa) },
  // Components call no service, not even through a hook that loads data: that is a feature's work.
  { files: ['src/components/**'], rules: forbid(UP.pages, UP.layouts, UP.features, UP.hooks, UP.services, UP.models, UP.qa) },
  { files: ['src/hooks/**'], rules: forbid(UP.pages, UP.layouts, UP.features, UP.components, UP.models, UP.qa) },
  { files: ['src/models/**'], rules: forbid(UP.pages, UP.layouts, UP.features, UP.hooks, UP.qa) },
  { files: ['src/services/**'], rules: forbid(UP.pages, UP.layouts, UP.features, UP.components, UP.hooks, UP.models) },
  { files: ['src/request/**'], rules: forbid(UP.pages, UP.layouts, UP.features, UP.hooks, UP.services, UP.models) },
  // The platform's contract: schemas and types over plain settings, shared with mock/ (framework-free, no copy read
  // from content/).
  {
    files: ['src/api/**'],
    rules: forbid(...FRAMEWORK_FREE, UP.content, UP.aboveApi),
  },
  {
    files: ['src/lib/**', 'src/content/**', 'src/qa/**'],
    rules: forbid(...FRAMEWORK_FREE),
  },
  { files: ['src/kinds/**'], rules: forbid(...FRAMEWORK_FREE, UP.alias) },
  { files: ['src/content/labels/**'], rules: forbid(...FRAMEWORK_FREE, UP.leafWords) },
  {
    files: ['src/config/**', 'src/styles/**'],
    rules: forbid(...FRAMEWORK_FREE, UP.content, UP.lib),
  },
);
