import { useRequest } from 'ahooks';
import type { Options } from 'ahooks/lib/useRequest/src/types';
import { use, useEffect, useRef } from 'react';

import { prerenderContext, type PrerenderEntry, seedFor } from '@/lib/prerender';

/** The view shows a failed request itself (its error state, or the request layer's message): nothing to log twice. */
const shownByTheView = () => {};
const noop = () => {};

export interface DataState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  refresh: () => void;
}

export interface DataOptions {
  /**
   * The data changes between builds (places left for an activity): after hydrating the pre-rendered page, fetch once
   * more in the background and swap the fresh data in, without a loading state.
   */
  live?: boolean;
}

function track(promise: Promise<unknown>): PrerenderEntry {
  const entry: PrerenderEntry = { promise, status: 'pending' };
  promise.then(
    (value) => Object.assign(entry, { status: 'fulfilled', value }),
    (reason) => Object.assign(entry, { status: 'rejected', reason }),
  );
  return entry;
}

/**
 * The data a view shows, from one request. `key` names what is asked for and all its parameters
 * (`services?industry=two`); `false` waits (e.g. no id yet); a new key loads again. Every page and section loads its
 * content through this hook, which is what makes it pre-renderable:
 * - at build time (Node) the request is awaited with React's `use()` (the page suspends, the pre-renderer waits) and
 *   recorded under `key`; a failed request fails that page's pre-render rather than baking an error into the HTML;
 * - in the browser, while hydrating that HTML, the first render gets the recorded data synchronously (no loading
 *   state, no request), so it renders exactly what the server did; later keys fetch as usual.
 */
export function useData<T>(key: string | false, load: () => Promise<T>, { live = false }: DataOptions = {}): DataState<T> {
  const ctx = prerenderContext();
  let seed: { data: T } | undefined;
  if (ctx && key !== false && !ctx.frame) {
    let entry = ctx.store.get(key);
    if (!entry) {
      entry = track(load());
      ctx.store.set(key, entry);
    }
    use(entry.promise);
    seed = { data: entry.value as T };
  } else if (!ctx && key !== false) {
    seed = seedFor(key) as { data: T } | undefined;
  }

  // Seeded: ahooks starts from the data with `loading: false`. `manual` on the first render skips ahooks' run-on-mount:
  // its state update right after hydration would push new props into Suspense boundaries still waiting for their lazy
  // chunk, and React would drop their server HTML for the fallback. Later renders are not manual: a new key fetches.
  const firstRender = useRef(true);
  const seeded: Options<T, []> = seed
    ? {
        cacheKey: `prerendered:${key}`,
        getCache: () => ({ data: (seed as { data: T }).data, params: [], time: 0 }),
        setCache: noop,
        staleTime: -1,
        ...(firstRender.current ? { manual: true } : {}),
      }
    : {};
  const { data, loading, error, refresh, mutate } = useRequest(load, {
    ready: key !== false,
    refreshDeps: [key],
    onError: shownByTheView,
    ...seeded,
  });
  firstRender.current = false;

  const fromSeed = useRef(Boolean(seed));
  useEffect(() => {
    if (!live || !fromSeed.current) return undefined;
    let current = true;
    load().then((fresh) => current && mutate(fresh), noop);
    return () => {
      current = false;
    };
    // Once, after hydration: later keys fetch through useRequest itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { data, loading: ctx?.frame ? true : loading, error, refresh };
}
