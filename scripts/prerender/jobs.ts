/** The pages to pre-render: each route, each industry landing's own id, each item of each collection, list views. */
import type * as API from '../../src/api';
import { ENGLISH_NOT_FOUND_ROUTE } from '../../src/config/englishRoutes';
import { INDUSTRIES, industryLandingHref, industryLandingPath } from '../../src/config/industries';
import { buildRoutes, type RouteEntry } from '../../src/config/routes';
import { ITEM_PAGES, type ItemKind, type ItemPage } from '../../src/kinds';
import { notFoundFile, SAFE_ID, viewFile } from '../lib/pageFile';
import { ROUTES } from './site';

export interface Job {
  /** Below the router base: '/service', '/activeInfo?id=act-1'. */
  url: string;
  route: RouteEntry;
  item?: { kind: ItemKind; id: string; parent: string };
  /** The page while its data loads, for items newer than the pages. */
  frame?: boolean;
  /** A view of a list (a filter value, a page), written beside the list's own page. */
  view?: boolean;
  /** Where it is written, relative to dist/. */
  file: string;
}

export const NOT_FOUND_ROUTE: RouteEntry = {
  path: '/404',
  page: 'NotFound',
  title: '页面不存在',
  layout: true,
  noindex: true,
};

/** Any route a build may have (a refresh renders again the pages its build wrote, the QA panel's too). */
const ANY_ROUTE = buildRoutes({ qaPanel: true });

/** The not-found pages of the editions, each written to the file their server answers an unknown address with. */
const NOT_FOUND_PAGES = [
  { route: NOT_FOUND_ROUTE, file: notFoundFile('/') },
  { route: ENGLISH_NOT_FOUND_ROUTE, file: notFoundFile(ENGLISH_NOT_FOUND_ROUTE.path) },
];

/** A not-found page: the app renders it afresh at whatever address it answers, so it carries no data to take over. */
export const isNotFoundJob = (job: Pick<Job, 'url'>) => NOT_FOUND_PAGES.some((p) => p.route.path === job.url);

export const routeOf = (path: string): RouteEntry => {
  const route = NOT_FOUND_PAGES.find((p) => p.route.path === path)?.route ?? ANY_ROUTE.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export const itemJob = (page: ItemPage, id: string): Job => ({
  url: `${page.path}?id=${encodeURIComponent(id)}`,
  route: routeOf(page.path),
  item: { kind: page.kind, id, parent: page.parent },
  file: `${page.path.slice(1)}/__id/${id}.html`,
});

export const viewJob = (route: RouteEntry, param: string, value: string): Job => ({
  url: `${route.path}?${param}=${encodeURIComponent(value)}`,
  route,
  view: true,
  file: `${route.path.slice(1)}/${viewFile(param, value)}`,
});

/** A list's own page (not a view, an item or a frame) lists the views its controls lead to. */
export const listsViews = (job: Job) => job.url === job.route.path && !job.route.noindex;

/** Every id of a collection, through its list endpoint (paged). Throws when the API does not answer as it should. */
export async function allIds(apiBase: string, listPath: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const res = await fetch(`${apiBase}${listPath}?page=${page}&pageSize=50`);
    if (!res.ok) throw new Error(`${listPath}: HTTP ${res.status}`);
    let body: API.ResponseStructure<API.Paged<{ id: string }> | { id: string }[]>;
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw new Error(`${listPath}: the answer is not JSON`);
    }
    if (!body.success) throw new Error(`${listPath}: ${body.errorCode ?? 'success: false'} ${body.errorMessage ?? ''}`.trim());
    const data = body.data;
    const list = Array.isArray(data) ? data : (data?.list ?? []);
    ids.push(...list.map((x) => x.id));
    if (Array.isArray(data) || list.length === 0 || ids.length >= (data?.total ?? 0)) break;
  }
  return ids;
}

/** The ids of every collection an item page shows, by item page path. */
export async function idsByItemPage(apiBase: string): Promise<Map<string, string[]>> {
  // All at once, awaited together: one failing list fails the whole, and no rejection is left unheard.
  const lists = [...new Set(ITEM_PAGES.map((page) => page.list))];
  const ids = new Map(lists.map((list, index) => [list, index]));
  const answers = await Promise.all(lists.map((list) => allIds(apiBase, list)));
  // Only an id that can name a file gets a page of its own (nginx's maps take no other, deploy/nginx): any other is
  // served through the frame, with status 404, and stays out of the sitemap.
  return new Map(ITEM_PAGES.map((page) => [page.path, answers[ids.get(page.list) as number].filter((id) => SAFE_ID.test(id))]));
}

/** Every page but the list views (found while the lists are rendered). */
export function allJobs(ids: Map<string, string[]>): Job[] {
  const jobs: Job[] = ROUTES.map((route) => ({ url: route.path, route, file: fileOf(route.path) }));
  for (const industry of INDUSTRIES) {
    const route = ROUTES.find((r) => r.path === industryLandingPath(industry.slug));
    if (route) jobs.push({ url: industryLandingHref(industry), route, file: `${route.path.slice(1)}/__id/${industry.id}.html` });
  }
  for (const page of ITEM_PAGES) {
    const route = routeOf(page.path);
    jobs.push({ url: `${page.path}?id=__frame`, route, frame: true, file: `${page.path.slice(1)}/__frame.html` });
    for (const id of ids.get(page.path) ?? []) jobs.push(itemJob(page, id));
  }
  for (const { route, file } of NOT_FOUND_PAGES) jobs.push({ url: route.path, route, file });
  return jobs;
}

/** Whether a page belongs in sitemap.xml. An industry landing is listed with its ?id= (the address every link uses). */
const LANDING_PATHS = new Set<string>(INDUSTRIES.map((i) => industryLandingPath(i.slug)));

export function indexable(job: Pick<Job, 'url' | 'route' | 'frame' | 'view'>): boolean {
  return !job.route.noindex && !job.frame && !job.view && !isNotFoundJob(job) && !LANDING_PATHS.has(job.url);
}
