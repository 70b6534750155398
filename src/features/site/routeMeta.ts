import { matchRoutes } from '@umijs/max';

import type { RouteEntry } from '@/config/routes';
import { pageTitle } from '@/content/firm';

/** What the head needs of a route; Umi's route objects carry these keys from the route table (.umirc.ts). */
export type RouteMeta = Pick<RouteEntry, 'title' | 'noindex' | 'share' | 'shareTitle' | 'shareImage'> & {
  /** Added by .umirc.ts from the copy (src/content/pageMeta.ts). */
  description?: string;
};

type ClientRoutes = Parameters<typeof matchRoutes>[0];

/**
 * The route-table data of the route matching a browser pathname. Read from the runtime routes rather than
 * by importing the table, which would put every form definition into the first chunk.
 */
export function findRouteMeta(clientRoutes: ClientRoutes, pathname: string, basename: string): RouteMeta | undefined {
  const matches = matchRoutes(clientRoutes, pathname, basename.replace(/\/+$/, '') || '/');
  return matches?.[matches.length - 1]?.route as RouteMeta | undefined;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Document title, meta description and robots of the current route. */
export function applyRouteMeta(route: RouteMeta | undefined) {
  document.title = pageTitle(route?.title);
  setMeta('description', route?.description ?? '');
  setMeta('robots', route?.noindex ? 'noindex, nofollow' : 'index, follow');
}
