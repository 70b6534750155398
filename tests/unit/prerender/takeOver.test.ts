import { matchRoutes } from '@umijs/max';

import { ROUTES } from '@/config/routes';
import { ownRouteChain, type RouteRecord } from '@/prerender/takeOver';

/** The route records as Umi hands them to `patchRoutes`: the layout's pages under '@@/global-layout', the others alone. */
const LAYOUT = '@@/global-layout';
const records: Record<string, RouteRecord> = {
  [LAYOUT]: { id: LAYOUT, path: '/' },
  ...Object.fromEntries(
    ROUTES.map((r, i) => [String(i + 1), { id: String(i + 1), path: r.path, parentId: r.layout ? LAYOUT : undefined }]),
  ),
};
const tree = (parentId?: string): { id: string; path?: string; children?: unknown[] }[] =>
  Object.values(records)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, children: tree(r.id) }));

describe("the take-over's routes of the address", () => {
  it('are those React Router would match, for every route of the table', () => {
    for (const { path } of ROUTES) {
      const matched = (matchRoutes(tree() as never, path) ?? []).map((m) => (m.route as RouteRecord).id);
      expect([path, ownRouteChain(records, path)?.map((r) => r.id)]).toEqual([path, matched]);
    }
  });

  it('are the home page inside the layout for /, though both have the path /', () => {
    expect(ownRouteChain(records, '/')?.map((r) => r.path)).toEqual(['/', '/']);
    expect(ownRouteChain(records, '/')?.[0].id).toBe(LAYOUT);
  });

  it('are left to matching for a path no route has as its own', () => {
    expect(ownRouteChain(records, '/no/such/page')).toBeUndefined();
  });
});
