import { useSearchParams } from '@umijs/max';
import { useSyncExternalStore } from 'react';

import { prerenderedQuery } from './pageData';
import { useServerRender } from './renderState';

type SetQuery = ReturnType<typeof useSearchParams>[1];

const noSubscription = () => () => {};

/**
 * What a page reads from the address's query, and a way to change the query (in-app, no reload). `read` picks the
 * parameters the page uses and returns them as a string (a canonical query string, an id): anything else in the
 * address (campaign tags, what WeChat appends to a shared link) changes nothing.
 *
 * While a pre-rendered page is taken over, `read` sees the query the page was rendered with, so the first render is
 * the server's HTML; right after, the address's own query (a filter the build did not render) takes over. An effect
 * that changes the address reads `window.location` itself: its first run may see the rendered query.
 */
export function useQuery<T extends string | null>(read: (params: URLSearchParams) => T): [T, SetQuery] {
  const [params, setParams] = useSearchParams();
  const server = useServerRender();
  const current = () => read(params);
  // React asks for this snapshot only while it hydrates (and on the server, where it is the address itself).
  const rendered = () => read((!server && typeof window !== 'undefined' && prerenderedQuery(window.location.pathname)) || params);
  return [useSyncExternalStore(noSubscription, current, rendered), setParams];
}

/** One parameter of the query, trimmed ('' when absent), as `useQuery` reads it. */
export const useQueryParam = (name: string) => useQuery((params) => params.get(name)?.trim() ?? '')[0];
