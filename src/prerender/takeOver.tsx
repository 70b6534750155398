import { matchRoutes } from '@umijs/max';
import { useEffect } from 'react';

import { release } from './earlyEvents';
import { resolveLazyComponent } from './framework';
import { isPrerenderedPath } from './pageData';

/** Whether the app takes over the pre-rendered HTML in #root (hydrates it) rather than rendering the page itself. */
export const takesOver = (root: Element | null | undefined) =>
  Boolean(root?.firstElementChild) && isPrerenderedPath(window.location.pathname);

/**
 * Mounted once around the app. Its effect runs when the page is taken over (or rendered): #root is then the app's, and
 * what the visitor did before is replayed (parts still waiting for their script replay theirs when they come alive).
 */
export function TakeOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) release(root);
  }, []);
  return null;
}

/** Umi's route records (runtime `patchRoutes`), flat with parent ids. */
export interface RouteRecord {
  id: string;
  path?: string;
  parentId?: string;
}

const tree = (routes: Record<string, RouteRecord>, parentId?: string): { id: string; path?: string; children?: unknown[] }[] =>
  Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = tree(routes, r.id);
      return { id: r.id, path: r.path, ...(children.length ? { children } : {}) };
    });

/**
 * The routes of a path that one route has as its own (every pre-rendered page's), from the outermost: no ranking of the
 * whole table, as matching would do (React Router scores every route, and Umi matches again when it renders).
 */
export function ownRouteChain(routes: Record<string, RouteRecord>, path: string): RouteRecord[] | undefined {
  const same = Object.values(routes).filter((r) => r.path === path);
  const leaf = same.find((r) => !same.some((other) => other.parentId === r.id));
  if (!leaf) return undefined;
  const chain: RouteRecord[] = [];
  for (let r: RouteRecord | undefined = leaf; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/** The path inside the app: without its base, no trailing slash. */
const appPath = (pathname: string, base: string) => {
  const inside = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return `/${inside.replace(/^\/+|\/+$/g, '')}`;
};

/**
 * Before the take-over: the code of the address's layout and page, whose scripts the boot script has loaded, is made
 * ready, so React can hydrate any part of the page at once when the visitor reaches for it.
 */
export async function prepareTakeOver(
  routes: Record<string, RouteRecord>,
  routeComponents: Record<string, unknown>,
  pathname: string,
  basename: string,
) {
  const base = basename.replace(/\/$/, '');
  const chain =
    ownRouteChain(routes, appPath(pathname, base)) ??
    (matchRoutes(tree(routes) as never, pathname, base) ?? []).map((m) => m.route as RouteRecord);
  // One route's modules per task (the layout's, then the page's), none in the entry's own task.
  for (const route of chain) {
    await nextTask();
    await resolveLazyComponent(routeComponents[route.id]);
  }
}

/**
 * Runs `fn` in a task of its own, after what the browser has waiting (a tap, a frame). A message rather than a timer: a
 * page whose clock is held (a test of a later date) still wakes up.
 */
export function inNextTask(fn: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  channel.port2.postMessage(null);
}

const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));
