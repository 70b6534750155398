import { useRouteProps } from '@umijs/max';

import type { RouteEntry } from '@/config/routes';

/** The route-table entry of the current page (Umi passes its extra keys as route props), typed. */
export function useRouteEntry(): Partial<RouteEntry> {
  return useRouteProps() as Partial<RouteEntry>;
}
