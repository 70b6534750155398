/**
 * Pre-renders every page of the route table and every item page into dist/ (npm run build, after
 * `PRERENDER=1 max build`), so each address answers real HTML: content, styles, title, description, canonical URL,
 * Open Graph and structured data. The browser then takes it over (src/prerender).
 *
 * The content comes from the same typed services the pages use at run time: the mocks of mock/ when no API_BASE is
 * set, the real API otherwise. A content change reaches the site with the next build.
 *
 * Output (served by deploy/nginx and scripts/serve.ts with the same rules, scripts/lib/pageFile.ts):
 *   dist/_shell.html                 the client shell as Umi built it (empty #root)
 *   dist/index.html, <path>/index.html   one page per route
 *   dist/<path>/__id/<id>.html       one page per item (?id=), and per industry landing's own id
 *   dist/<path>/__q/<p>/<v>.html     each view of a list one tap away (?type=report, ?page=2; see views.ts)
 *   dist/<path>/__frame.html         an item page while its data loads (ids unknown at build time)
 *   dist/404.html                    the not-found page (served with status 404)
 *   dist/sitemap.xml, dist/robots.txt
 */
import './productionEnv';

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import express from 'express';

import { ROUTE_ASSETS_FILE } from '../../plugin';
import { INDUSTRIES, industryLandingHref, industryLandingPath } from '../../src/config/industries';
import { ITEM_PAGES } from '../../src/config/itemPaths';
import { buildRoutes, pageComponent, qaPanelInBuild, type RouteEntry } from '../../src/config/routes';
import { BASE_PATH, pageTitle, TEXTS } from '../../src/config/site';
import { assertFrameworkVersions } from '../../src/prerender/framework';
import { setPrerenderApiOrigin } from '../../src/prerender/renderState';
import { mockMiddleware } from '../lib/mockApi';
import { viewFile } from '../lib/pageFile';
import { type BootScript, type PageAssets, pageDocument } from './document';
import { renderPage, type ServerBundle } from './render';
import { article, breadcrumbs, event, headTags, organization, type PageSeo, robots, sitemap } from './seo';
import { listViews } from './views';

/** The routes this build has: the QA panel (/test) only in builds with QA_PANEL=1, as in .umirc.ts. */
const ROUTES = buildRoutes({ qaPanel: qaPanelInBuild(process.env) });

const root = join(__dirname, '..', '..');
const dist = join(root, 'dist');
const base = BASE_PATH.replace(/\/$/, '');
const origin = process.env.SITE_ORIGIN || 'https://www.zhiqiao-consulting.cn';
const only = process.env.PRERENDER_ONLY?.split(',');

type ItemKind = (typeof ITEM_PAGES)[number]['kind'];

interface Job {
  /** Below the router base: '/service', '/activeInfo?id=act-1'. */
  url: string;
  route: RouteEntry;
  item?: { kind: ItemKind; id: string; parent: string };
  frame?: boolean;
  /** A view of a list (a filter value, a page), written beside the list's own page. */
  view?: boolean;
  /** Where it is written, relative to dist/. */
  file: string;
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Every id of a collection, through its list endpoint (paged). */
async function allIds(apiBase: string, listPath: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const res = await fetch(`${apiBase}${listPath}?page=${page}&pageSize=50`);
    if (!res.ok) throw new Error(`${listPath}: HTTP ${res.status}`);
    const body = (await res.json()) as API.ResponseStructure<API.Paged<{ id: string }> | { id: string }[]>;
    const data = body.data;
    const list = Array.isArray(data) ? data : (data?.list ?? []);
    ids.push(...list.map((x) => x.id));
    if (Array.isArray(data) || list.length === 0 || ids.length >= (data?.total ?? 0)) break;
  }
  return ids;
}

async function jobsFor(apiBase: string): Promise<Job[]> {
  const jobs: Job[] = ROUTES.map((route) => ({ url: route.path, route, file: fileOf(route.path) }));
  for (const industry of INDUSTRIES) {
    const route = ROUTES.find((r) => r.path === industryLandingPath(industry.slug));
    if (route) jobs.push({ url: industryLandingHref(industry), route, file: `${route.path.slice(1)}/__id/${industry.id}.html` });
  }
  for (const page of ITEM_PAGES) {
    const route = ROUTES.find((r) => r.path === page.path);
    if (!route) throw new Error(`no route ${page.path}`);
    jobs.push({ url: `${page.path}?id=__frame`, route, frame: true, file: `${page.path.slice(1)}/__frame.html` });
    for (const id of await allIds(apiBase, page.list)) {
      jobs.push({
        url: `${page.path}?id=${encodeURIComponent(id)}`,
        route,
        item: { kind: page.kind, id, parent: page.parent },
        file: `${page.path.slice(1)}/__id/${id}.html`,
      });
    }
  }
  const notFound = {
    path: '/404',
    page: 'NotFound',
    title: '页面不存在',
    description: '您访问的页面不存在。',
    layout: true,
    noindex: true,
  } as const;
  jobs.push({ url: '/404', route: notFound, file: '404.html' });
  return jobs;
}

/* ---------- assets of a page ---------- */

type RouteAssets = Record<string, { js: string[]; css: string[] }>;

const routeAssets = () => JSON.parse(readFileSync(join(dist, ROUTE_ASSETS_FILE), 'utf8')) as RouteAssets;

/** The files of a module loaded with import(), found by its path without extension ('src/layouts/index'). */
function filesOf(assets: RouteAssets, module: string) {
  const key = Object.keys(assets).find((k) => k.replace(/\.[jt]sx?$/, '') === module);
  if (!key) throw new Error(`${ROUTE_ASSETS_FILE} lists no chunk for ${module}`);
  return assets[key];
}

/** A page's CSS (inline) and scripts: the entry's, the layout's and the page component's, the entry's script last. */
function assetsFor(assets: RouteAssets, route: RouteEntry): PageAssets {
  const entry = assets.entry ?? { js: [], css: [] };
  const modules = [...(route.layout ? ['src/layouts/index'] : []), join('src/pages', pageComponent(route.page))];
  const own = modules.map((m) => filesOf(assets, m));
  const css = [...new Set([...entry.css, ...own.flatMap((f) => f.css)])];
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
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the esbuild Umi builds with
  const { transformSync } = require('@umijs/bundler-utils/compiled/esbuild') as typeof import('esbuild');
  const code = transformSync(readFileSync(join(root, 'src', 'prerender', 'boot.js'), 'utf8'), {
    minify: true,
    target: 'es2017',
  }).code.trim();
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const headersFile = join(root, 'deploy', 'nginx', 'zhiqiao-headers.conf');
  if (!readFileSync(headersFile, 'utf8').includes(`script-src 'self' ${hash};`)) {
    throw new Error(`The boot script changed: in ${headersFile}, the Content-Security-Policy must read script-src 'self' ${hash};`);
  }
  return { code, texts: { title: '页面加载失败', text: TEXTS.chunkFailed, reload: TEXTS.reload } };
}

/* ---------- what search engines and previews read ---------- */

function seoFor(job: Job, data: Record<string, unknown>, rendered: { title?: string; description?: string }): PageSeo {
  const { route, item } = job;
  const structuredData: Record<string, unknown>[] = [];
  if (route.path === '/' || route.path === '/aboutUs') structuredData.push(organization(origin));
  const itemData = item ? (data[`${item.kind}:${item.id}`] as API.ResponseStructure<never> | undefined)?.data : undefined;
  if (item && itemData) {
    const listTitle = route.title ?? '';
    structuredData.push(
      breadcrumbs(origin, [
        { name: '首页', path: '/' },
        { name: listTitle, path: route.path },
        { name: rendered.title?.split(' - ')[0] ?? '', path: job.url },
      ]),
    );
    if (item.kind === 'activity' && route.path === '/activeInfo') structuredData.push(event(origin, job.url, itemData as API.Activity));
    if (item.kind === 'insight') {
      const a = itemData as API.InsightDetail;
      structuredData.push(article(origin, job.url, { title: a.title, date: a.date, summary: a.summary, author: a.author.name }));
    }
    if (item.kind === 'hotTopic') {
      const t = itemData as API.HotTopic;
      structuredData.push(
        article(origin, job.url, { title: t.title, date: t.date, summary: rendered.description ?? '', author: t.expert.name }),
      );
    }
  }
  return {
    title: rendered.title ?? pageTitle(route.title),
    description: rendered.description ?? route.description,
    path: job.frame ? route.path : job.url,
    noindex: Boolean(route.noindex || job.frame),
    structuredData,
  };
}

/* ---------- the mocked API, unless API_BASE names the real one ---------- */

async function apiOrigin(): Promise<{ apiBase: string; close: () => void }> {
  if (process.env.API_BASE) return { apiBase: process.env.API_BASE.replace(/\/+$/, ''), close: () => {} };
  const app = express();
  app.use(mockMiddleware(root));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function main() {
  const started = Date.now();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a package's own version, read where Node finds it
  assertFrameworkVersions((pkg) => require(`${pkg}/package.json`).version as string);
  const serverDir = join(root, 'server');
  const serverFiles = JSON.parse(readFileSync(join(serverDir, 'build-manifest.json'), 'utf8')).assets as Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is CommonJS, built by `PRERENDER=1 max build`
  const server = require(join(serverDir, serverFiles['umi.js'].split('/').pop() as string)) as ServerBundle;

  // The shell: dist/index.html as the build wrote it, kept as _shell.html (dist/index.html becomes the home page).
  const shellFile = join(dist, '_shell.html');
  if (!existsSync(shellFile)) copyFileSync(join(dist, 'index.html'), shellFile);
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/_shell.html has no empty <div id="root"></div>');

  const assets = routeAssets();
  const boot = bootScript();
  const api = await apiOrigin();
  setPrerenderApiOrigin(api.apiBase);
  const failed: string[] = [];
  let written = 0;
  try {
    const jobs = (await jobsFor(api.apiBase)).filter((j) => !only || only.some((o) => j.url === o || j.url.startsWith(`${o}?`)));
    // The views of each list are found while its page is rendered, and rendered after it (the loop takes them in).
    for (let index = 0; index < jobs.length; index += 1) {
      const job = jobs[index];
      try {
        let page: Awaited<ReturnType<typeof renderPage>> | undefined;
        for (let attempt = 1; !page; attempt += 1) {
          try {
            page = await renderPage(server, `${base}${job.url}`, { frame: job.frame });
          } catch (error) {
            if (attempt >= 3) throw error; // a dropped connection to the API: try the page again
          }
        }
        const head = headTags(origin, seoFor(job, page.data, page));
        const file = join(dist, job.file);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          pageDocument(shell, {
            url: `${base}${job.url}`,
            head,
            assets: assetsFor(assets, job.route),
            boot,
            page,
            hydrate: !job.frame && job.url !== '/404',
          }),
        );
        written += 1;
        if (job.url === job.route.path && !job.route.noindex) {
          for (const { param, value } of listViews(page.html)) {
            const url = `${job.route.path}?${param}=${encodeURIComponent(value)}`;
            jobs.push({ url, route: job.route, view: true, file: `${job.route.path.slice(1)}/${viewFile(param, value)}` });
          }
        }
      } catch (error) {
        failed.push(`${job.url}: ${error instanceof Error ? error.stack?.split('\n').slice(0, 3).join(' | ') : String(error)}`);
      }
    }
    // An industry landing is listed with its ?id= (the address every link uses), not twice.
    const landings = new Set(INDUSTRIES.map((i) => industryLandingPath(i.slug)));
    const indexable = jobs
      .filter((j) => !j.route.noindex && !j.frame && !j.view && j.url !== '/404' && !landings.has(j.url))
      .map((j) => j.url);
    writeFileSync(join(dist, 'sitemap.xml'), sitemap(origin, [...new Set(indexable)]));
    writeFileSync(
      join(dist, 'robots.txt'),
      robots(
        origin,
        ROUTES.filter((r) => r.noindex).map((r) => r.path),
      ),
    );
  } finally {
    api.close();
  }
  const html = readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  console.log(
    `pre-rendered ${written} pages (${html} HTML files in dist/), ${failed.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const f of failed) console.error(`FAILED ${f}`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
