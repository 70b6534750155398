import { matchRoutes } from '@umijs/max';

import { LANGUAGE_TAGS } from '@/config/locales';
import { pagePath } from '@/config/pagePath';
import type { RouteEntry } from '@/config/routes';
import { titleOfPage } from '@/content/firm';

/** What the head needs of a route; Umi's route objects carry these keys from the route table (.umirc.ts). */
export type RouteMeta = Pick<RouteEntry, 'path' | 'title' | 'noindex' | 'share' | 'shareTitle' | 'shareImage' | 'locale'>;

type ClientRoutes = Parameters<typeof matchRoutes>[0];

/**
 * The English pages' entries, by path, once the English edition's chunk has run (src/layouts/EnglishEdition.tsx): Umi
 * has one route for the whole edition, and the entry knows no English page.
 */
const editionPages = new Map<string, RouteMeta>();
let editionNotFound: RouteMeta | undefined;

export function registerEditionPages(pages: readonly RouteMeta[], notFound: RouteMeta) {
  for (const route of pages) editionPages.set(route.path, route);
  editionNotFound = notFound;
}

/**
 * The route-table data of the route matching a browser pathname. Read from the runtime routes rather than
 * by importing the table, which would put every form definition into the first chunk. An English page's is its own entry
 * once the English edition has loaded; before (the first moments of a page load), only its path and language.
 */
export function findRouteMeta(clientRoutes: ClientRoutes, pathname: string, basename: string): RouteMeta | undefined {
  const matches = matchRoutes(clientRoutes, pathname, basename.replace(/\/+$/, '') || '/');
  const match = matches?.[matches.length - 1];
  const route = match?.route as RouteMeta | undefined;
  if (!match || route?.locale !== 'en') return route;
  const path = pagePath(match.pathname);
  return editionPages.get(path) ?? editionNotFound ?? { path, locale: 'en' };
}

/**
 * The tab's title of a route: its own, or, for an English page not yet known (its edition's chunk is on its way), the
 * one its HTML came with.
 */
export const tabTitleOf = (route: RouteMeta | undefined) => (route?.locale === 'en' && !route.title ? document.title : titleOfPage(route));

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The description of a route, from its on-demand chunk ('' when that cannot load). */
export const routeDescriptionOf = (route: RouteMeta | undefined) =>
  import(/* webpackChunkName: "route-descriptions" */ '@/content/routeDescriptions').then(
    ({ routeDescription }) => routeDescription(route?.path),
    () => '',
  );

let routeChanges = 0;

/**
 * Document title, language and robots of the current route; after an in-app navigation, its meta description too (the first
 * page's is in its HTML, an item's own summary where it shows one).
 */
export function applyRouteMeta(route: RouteMeta | undefined) {
  document.title = tabTitleOf(route);
  // The page's language, after a link between the editions too: the browser's voice, hyphens and fonts follow it.
  document.documentElement.lang = LANGUAGE_TAGS[route?.locale ?? 'zh'].lang;
  const change = ++routeChanges;
  // The first page's robots are its HTML's: the pre-render wrote what the page itself says (an ended campaign, an item
  // not found), which the route alone does not know. Only the shell (`max dev`) comes without.
  if (change > 1 || !document.head.querySelector('meta[name="robots"]'))
    setMeta('robots', route?.noindex ? 'noindex, nofollow' : 'index, follow');
  if (change === 1) return;
  void routeDescriptionOf(route).then((description) => {
    if (change === routeChanges) setMeta('description', description);
  });
}
