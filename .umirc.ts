import { dirname } from 'node:path';
import { defineConfig } from '@umijs/max';

import { COMPILE_HINT } from './scripts/bundle/compileHint';
import { MOCK_CONFIG } from './scripts/lib/mockConfig';
import { BASE_PATH } from './src/config/basePath';
import { ENGLISH_EDITION_MODULE, ENGLISH_EDITION_PATH, ENGLISH_NOT_FOUND_ROUTE } from './src/config/englishRoutes';
import { BUNDLE_VARIABLES } from './src/config/env';
import { buildRoutes, frameModule, NOT_FOUND_ROUTE, pageComponent, qaPanelInBuild, type RouteEntry } from './src/config/routes';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/config/timing';
import { DEFAULT_TITLE } from './src/content/firm';
import { HOME_DESCRIPTION } from './src/content/home';
import { describeRoute } from './src/content/pageMeta';
import { prerenderSsrConfig } from './src/prerender/framework';

/** A Chinese route: its page in Umi's common layout (`frameModule`), or alone. */
const toUmiRoute = (route: RouteEntry) => {
  const { page, layout, path, title, ...data } = route;
  return {
    path,
    title,
    ...data,
    component: pageComponent(page),
    ...(frameModule(route) ? {} : { layout: false }),
  };
};

/**
 * Every English page is one route of Umi's: its frame, which renders the page the address names from the English
 * pages' entries of the route table, in its own chunk. The app's entry, which a Chinese page loads, carries only this.
 */
const ENGLISH_EDITION_ROUTE = { path: ENGLISH_EDITION_PATH, locale: 'en', component: `@/${ENGLISH_EDITION_MODULE}`, layout: false };

/** The browsers the site is built for: their code runs as written, with no polyfill (see BABEL_POLYFILL below). */
const TARGETS = { chrome: 87, safari: 14, firefox: 78, edge: 88 };

/** Build-time settings; secrets and server addresses come only from the environment (Umi's define quotes them). */
const env = (name: string) => process.env[name] ?? '';

/** The QA panel (/test) is built only with QA_PANEL=1 (npm run test:e2e sets it) and in `max dev`, never for production. */
const qaPanel = qaPanelInBuild(process.env);

// The supported browsers (`targets` below) run the code as it is: no core-js or regenerator-runtime polyfill in the first
// chunk. Umi reads this switch from the environment only, after loading this file.
process.env.BABEL_POLYFILL ??= 'none';

const routes = [...buildRoutes({ qaPanel }), NOT_FOUND_ROUTE];

/**
 * `max dev` (npm start) bundles with mako: its first page comes about twice as soon as webpack's and a copy edit
 * reaches the open page in under a second (docs/testing.md). The production build stays on webpack, whose hooks
 * (`chainWebpack` below) add the entry's compile hint, the helper aliases and the chunk timeout.
 */
const dev = process.env.NODE_ENV === 'development';

type ChainWebpack = NonNullable<Parameters<typeof defineConfig>[0]['chainWebpack']>;

/** The chunks of the English pages and their frame, as Umi names them from their modules (`p__EnglishHome__index`). */
const ENGLISH_CHUNK = /English/;

/** The production build's webpack (see `dev` above). */
const chainWebpack: ChainWebpack = (config, { webpack }) => {
  config.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
  // V8's compile hint (Chromium 136+): the entry, nearly all of which runs while the page wakes up, is compiled
  // eagerly on a background thread while it downloads, rather than function by function on the main thread as it
  // runs. Added after minification, which would drop the comment, and before the file's hash is taken.
  // (`stage`: webpack 5.110 reads it; the typings Umi bundles predate it, hence the options apart.)
  const compileHint = {
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  };
  config.plugin('compile-hint').use(webpack.BannerPlugin, [compileHint]);
  // Browser code here never needs Node's Buffer/process shims (48 kB of the first chunk otherwise).
  config.plugins.delete('node-polyfill-provider');
  // One copy of Babel's helpers: umi, its renderer and its Babel preset each bring their own @babel/runtime 7.x
  // (four copies of the same helpers in the first chunk otherwise).
  // dva's entry for the regenerator is CommonJS: it gets the ES module helpers too (scripts/bundle/regeneratorRuntime.mjs).
  config.resolve.alias.set('@babel/runtime/regenerator$', require.resolve('./scripts/bundle/regeneratorRuntime.mjs'));
  config.resolve.alias.set('@babel/runtime', dirname(require.resolve('@babel/runtime/package.json')));
  // The English pages' chunks keep their own copy of what they share with the Chinese ones (the frame, the home page's
  // bands): shared, it would be split out of the Chinese chunks, and a Chinese first page would load more files, and
  // more bytes, for an edition it does not show. Otherwise webpack's defaults: only the chunks loaded on demand.
  config.optimization.splitChunks({
    chunks: (chunk: { canBeInitial(): boolean; name?: string | null }) => !chunk.canBeInitial() && !ENGLISH_CHUNK.test(chunk.name ?? ''),
  });
};

export default defineConfig({
  base: BASE_PATH,
  publicPath: BASE_PATH,
  history: { type: 'browser' },
  title: DEFAULT_TITLE,
  routes: [...routes.filter((route) => route.locale !== 'en').map(toUmiRoute), ENGLISH_EDITION_ROUTE],
  dva: {},
  request: {},
  model: {},
  initialState: {},
  antd: {},
  // Umi reads mock/routes.ts alone as mock routes (scripts/lib/mockConfig.ts says why).
  mock: MOCK_CONFIG,
  hash: true,
  // ANALYZE=1 max build: what each chunk is made of, as reports/bundle.json (webpack-bundle-analyzer). Set only then:
  // mako writes a report whenever the key is there.
  ...(process.env.ANALYZE ? { analyze: { analyzerMode: 'json', reportFilename: '../reports/bundle.json' } } : {}),
  // PRERENDER=1 (npm run build) also builds the server bundle server/umi.<hash>.server.js: the renderer that
  // scripts/prerender uses to write every page's HTML (src/prerender/framework.ts).
  ...(process.env.PRERENDER ? { ssr: prerenderSsrConfig() } : {}),
  srcTranspiler: 'esbuild',
  targets: TARGETS,
  // Umi's production build lowers the site's own code to ES2015 whatever `targets` says: object spread, `?.` and `??`
  // then come with helpers in every module. ES2020 is what the browsers of `targets` all run. (Given the browsers
  // themselves, esbuild stops: it cannot lower destructuring for them, as it says.)
  srcTranspilerOptions: { esbuild: { target: 'es2020' } },
  polyfill: { imports: [] },
  // antd 6 works on dayjs itself; the plugin's moment shim would only put dayjs into the first chunk.
  moment2dayjs: false,
  // No <Helmet> anywhere: head tags come from the route table (src/features/site/routeMeta.ts) and the pre-renderer.
  helmet: false,
  esbuildMinifyIIFE: true,
  // swc's minifier (terser's options, in Rust): the first page as small as with terser's two passes, in a third of
  // terser's time on two cores (docs/testing.md, "Speed of the developers' path"). esbuild's is as fast but 9 kB larger.
  jsMinifier: 'swc',
  jsMinifierOptions: { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } },
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    { name: 'format-detection', content: 'telephone=no' },
    // Baidu's mobile search: one address for phones and computers, and no transcoding or re-hosting of the pages.
    { name: 'applicable-device', content: 'pc,mobile' },
    { 'http-equiv': 'Cache-Control', content: 'no-transform' },
    { 'http-equiv': 'Cache-Control', content: 'no-siteapp' },
    { name: 'description', content: HOME_DESCRIPTION },
  ],
  favicons: [`${BASE_PATH}favicon.svg`],
  define: {
    // The footer's year, fixed at build time: pre-rendered HTML and the script that hydrates it must agree after New Year.
    'process.env.BUILD_YEAR': String(new Date().getFullYear()),
    // Each route's description, for the browser's on-demand chunk (src/content/routeDescriptions.ts), as JSON text: mako
    // (npm start) writes an object's keys unquoted, and '/aboutUs: …' is no JavaScript.
    ROUTE_DESCRIPTIONS: JSON.stringify(
      Object.fromEntries([...routes, ENGLISH_NOT_FOUND_ROUTE].map((route) => [route.path, describeRoute(route)])),
    ),
    // Every variable the bundle reads (src/config/env.ts), as set when building.
    ...Object.fromEntries(BUNDLE_VARIABLES.map((name) => [`process.env.${name}`, env(name)])),
  },
  // mako writes the dev bundle to disk, and would empty dist/ (the production build) to do it.
  ...(dev ? { mako: {}, outputPath: 'node_modules/.cache/mako-dev' } : { chainWebpack }),
});
