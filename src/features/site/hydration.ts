/**
 * The client side of pre-rendering: whether the HTML in #root is this very URL's pre-rendered page (then the app
 * hydrates it instead of rendering from scratch), and loading the route chunks before hydration starts.
 */
import { matchRoutes } from '@umijs/max';

import { canonicalUrl, markHydrating, readPrerenderedData } from '@/lib/prerender';

let decision: boolean | undefined;

/**
 * True when #root holds the pre-rendered page of this URL (campaign parameters aside). Anything else (a frame of an
 * item unknown at build time, a filtered list served with its unfiltered page) renders from scratch.
 */
export function shouldHydrate(root: Element | null | undefined): boolean {
  if (decision !== undefined) return decision;
  const block = readPrerenderedData();
  decision = Boolean(
    root?.firstElementChild && block && canonicalUrl(block.url) === canonicalUrl(window.location.pathname + window.location.search),
  );
  if (decision) markHydrating();
  return decision;
}

interface LazyLike {
  _init?: (payload: unknown) => unknown;
  _payload?: unknown;
}

export interface RouteLike {
  id: string;
  path?: string;
  parentId?: string;
  children?: RouteLike[];
}

const tree = (routes: Record<string, RouteLike>, parentId?: string): RouteLike[] =>
  Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = tree(routes, r.id);
      return { id: r.id, path: r.path, ...(children.length ? { children } : {}) };
    });

/**
 * Resolves the lazy layout and page components of the URL before hydrateRoot: React then hydrates them in its first
 * pass instead of leaving their Suspense boundaries dehydrated (where an early update would replace the server HTML
 * with the loading placeholder). Their chunks are already downloading (`<link rel="preload">` in the page).
 */
export async function preloadMatchedRoutes(
  routes: Record<string, RouteLike>,
  routeComponents: Record<string, unknown>,
  pathname: string,
  basename: string,
) {
  const matches = matchRoutes(tree(routes) as never, pathname, basename.replace(/\/$/, '')) ?? [];
  await Promise.all(
    matches.map(async (m) => {
      const lazy = routeComponents[(m.route as RouteLike).id] as LazyLike | undefined;
      if (!lazy?._init) return;
      // React keeps a failed lazy import for good: keep its loader, so a chunk lost once (a flaky network) is asked for
      // again before the page gives up and shows its error.
      const payload = lazy._payload as { _status?: number; _result?: unknown } | undefined;
      const loader = payload?._status === -1 ? payload._result : undefined;
      let retried = false;
      for (let i = 0; i < 4; i += 1) {
        try {
          lazy._init(lazy._payload);
          return;
        } catch (thrown) {
          if (!thrown || typeof (thrown as PromiseLike<unknown>).then !== 'function') return; // a real error: React shows it
          try {
            await (thrown as PromiseLike<unknown>);
          } catch (failure) {
            if (retried || !payload || !loader) throw failure;
            retried = true;
            Object.assign(payload, { _status: -1, _result: loader });
          }
        }
      }
    }),
  );
}
