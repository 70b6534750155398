/**
 * What every pre-rendered page is made from: the server bundle and the client build of `PRERENDER=1 max build` (the
 * shell, each route's chunks and CSS, the boot script). The build and each refresh read it the same way.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

import { ROUTE_ASSETS_FILE } from '../../plugin';
import { BASE_PATH } from '../../src/config/basePath';
import { ENGLISH_EDITION_MODULE, ENGLISH_NOT_FOUND_ROUTE, ENGLISH_PAGE_COMPONENTS } from '../../src/config/englishRoutes';
import { buildRoutes, frameModule, pageComponent, type PageName, qaPanelInBuild, type RouteEntry } from '../../src/config/routes';
import { ANALYTICS_CONSENT_KEY, ANALYTICS_OFF_KEY, ANALYTICS_QUESTION_SHOWN_CLASS } from '../../src/config/visitor';
import { ANALYTICS_CONSENT_VERSION } from '../../src/content/analyticsConsentVersion';
import { PAGE_FAILURE, type PageFailureWords } from '../../src/content/ui/site';
import type { BootScript, PageAssets } from './document';
import type { ServerBundle } from './render';

export const ROOT = join(__dirname, '..', '..');

/** The boot script's panel for a page whose code did not load, from the words of the page's frame. */
export const bootTexts = (failure: PageFailureWords): BootScript['texts'] => ({
  title: failure.chunkTitle,
  text: failure.chunkText,
  reload: failure.reload,
});

/** The routes this build has: the QA panel (/test) only in builds with QA_PANEL=1, as in .umirc.ts. */
export const ROUTES = buildRoutes({ qaPanel: qaPanelInBuild(process.env) });
export const BASE = BASE_PATH.replace(/\/$/, '');
export const ORIGIN = process.env.SITE_ORIGIN || 'https://www.zhiqiao-consulting.cn';

export interface Site {
  dist: string;
  server: ServerBundle;
  /** dist/index.html as Umi built it (empty #root), kept as _shell.html. */
  shell: string;
  assetsFor: (route: RouteEntry) => PageAssets;
  boot: BootScript;
}

type RouteAssets = Record<string, { js: string[]; css: string[] }>;

/** The files of a module loaded with import(), found by its path without extension ('src/layouts/index'). */
function filesOf(assets: RouteAssets, module: string) {
  const key = Object.keys(assets).find((k) => k.replace(/\.[jt]sx?$/, '') === module);
  if (!key) throw new Error(`${ROUTE_ASSETS_FILE} lists no chunk for ${module}`);
  return assets[key];
}

/** The module of a page component, below the project ('src/pages/EnglishAbout/index'). */
const pageModule = (page: PageName) => join('src/pages', pageComponent(page));

/**
 * The CSS of the other English pages: the English edition's frame loads each page with import(), so its files list every
 * page's stylesheets below its own. A page carries its own only.
 */
function otherEnglishPagesCss(assets: RouteAssets, page: PageName): Set<string> {
  const others = [...Object.values(ENGLISH_PAGE_COMPONENTS), ENGLISH_NOT_FOUND_ROUTE.page].filter((p) => p !== page);
  const own = new Set(filesOf(assets, pageModule(page)).css);
  return new Set(others.flatMap((p) => filesOf(assets, pageModule(p)).css).filter((f) => !own.has(f)));
}

/** A page's CSS (inline) and scripts: the entry's, the frame's and the page component's, the entry's script last. */
function pageAssets(dist: string, assets: RouteAssets, route: RouteEntry): PageAssets {
  const entry = assets.entry ?? { js: [], css: [] };
  const frame = frameModule(route);
  const modules = [...(frame ? [`src/${frame}`] : []), pageModule(route.page)];
  const own = modules.map((m) => filesOf(assets, m));
  const notOwn = frame === ENGLISH_EDITION_MODULE ? otherEnglishPagesCss(assets, route.page) : new Set<string>();
  const css = [...new Set([...entry.css, ...own.flatMap((f) => f.css)])].filter((f) => !notOwn.has(f));
  const js = [...new Set(own.flatMap((f) => f.js))].filter((f) => !entry.js.includes(f));
  return {
    css: css.map((f) => ({ href: `${BASE_PATH}${f}`, text: readFileSync(join(dist, f), 'utf8') })),
    js: [...js, ...entry.js].map((f) => `${BASE_PATH}${f}`),
  };
}

/**
 * The boot script (src/prerender/boot.js), minified, inline in every page. The deployment's Content-Security-Policy
 * allows exactly this script by its hash: a boot script it does not name stops the build here, with the line to change.
 */
function bootScript(): BootScript {
  const code = transformSync(readFileSync(join(ROOT, 'src', 'prerender', 'boot.js'), 'utf8'), {
    minify: true,
    target: 'es2017',
  }).code.trim();
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const headersFile = join(ROOT, 'deploy', 'nginx', 'zhiqiao-headers.conf');
  if (!readFileSync(headersFile, 'utf8').includes(`script-src 'self' ${hash};`)) {
    throw new Error(`The boot script changed: in ${headersFile}, the Content-Security-Policy must read script-src 'self' ${hash};`);
  }
  return {
    code,
    texts: bootTexts(PAGE_FAILURE),
    ask: {
      key: ANALYTICS_CONSENT_KEY,
      off: ANALYTICS_OFF_KEY,
      version: ANALYTICS_CONSENT_VERSION,
      mark: ANALYTICS_QUESTION_SHOWN_CLASS,
    },
  };
}

/** The server bundle (CommonJS, built by `PRERENDER=1 max build` into server/). */
function serverBundle(): ServerBundle {
  const serverDir = join(ROOT, 'server');
  const manifest = join(serverDir, 'build-manifest.json');
  if (!existsSync(manifest)) throw new Error('server/ has no build: run npm run build first');
  const files = JSON.parse(readFileSync(manifest, 'utf8')).assets as Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle the build wrote
  return require(join(serverDir, files['umi.js'].split('/').pop() as string)) as ServerBundle;
}

export function loadSite(dist: string): Site {
  const shellFile = join(dist, '_shell.html');
  if (!existsSync(shellFile)) copyFileSync(join(dist, 'index.html'), shellFile);
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${shellFile} has no empty <div id="root"></div>`);
  const assets = JSON.parse(readFileSync(join(dist, ROUTE_ASSETS_FILE), 'utf8')) as RouteAssets;
  return { dist, server: serverBundle(), shell, assetsFor: (route) => pageAssets(dist, assets, route), boot: bootScript() };
}

/** dist/ of the project, or the folder named by `--dist` (a copy, for the deployment tests). */
export function distFromArgs(argv = process.argv): string {
  const at = argv.indexOf('--dist');
  return at > 0 && argv[at + 1] ? argv[at + 1] : join(ROOT, 'dist');
}
