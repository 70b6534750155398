import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import { type Answer, fetchAnswer, readAnswer, readBuiltAnswer, subscribeAnswer } from './answerCache';
import { awaitAnswer, useServerRender } from './renderState';
import { revalidate } from './revalidate';

export interface DataState<T> {
  data: T | undefined;
  /** The key `data` belongs to (the previous key's while a new one loads). */
  dataKey: string | undefined;
  loading: boolean;
  error: Error | undefined;
  refresh: () => void;
}

/** What a view shows from one request: `key` names it with all its parameters, `load` asks for it. */
export interface DataQuery<T> {
  key: string;
  load: () => Promise<T>;
}

export interface DataOptions {
  /**
   * The failures that mean the thing itself is gone (an item withdrawn): when the pre-rendered answer is asked for
   * again, these are shown; any other failure of that background request leaves the page as it is.
   */
  gone?: (error: Error) => boolean;
}

const noop = () => {};
const noSubscription = () => noop;
/** The load of a view that waits (its key is `false`): never called. */
const asksNothing = () => new Promise<never>(noop);

/**
 * The data a view shows, from one request (a service's query: `listQuery('service', { industry })`); `false` waits (no id yet).
 * A new key loads again, and the last data stays on show (marked loading) until the new one arrives. Every page and
 * section loads its content through this hook:
 * - at build time the request is awaited (React's `use()`) and its answer embedded in the page;
 * - in the browser, a pre-rendered page's answers are there from the first render: the take-over shows exactly what the
 *   server rendered, with no loading state and no request;
 * - then, when the browser is idle, each is asked for again and the view follows if it changed (src/prerender/revalidate).
 */
export function useData<T>(query: DataQuery<T> | false, { gone }: DataOptions = {}): DataState<T> {
  const key = query === false ? false : query.key;
  const load: () => Promise<T> = query === false ? asksNothing : query.load;
  const server = useServerRender();
  const loadRef = useRef(load);
  loadRef.current = load;

  const subscribe = useCallback((notify: () => void) => (key === false ? noop : subscribeAnswer(key, notify)), [key]);
  const read = () => (key === false ? undefined : readAnswer<T>(key));
  const readBuilt = () => (key === false ? undefined : readBuiltAnswer<T>(key));
  const answer: Answer<T> | undefined = useSyncExternalStore(server ? noSubscription : subscribe, read, readBuilt);
  const goneRef = useRef(gone);
  goneRef.current = gone;

  // A new key keeps the last data on show while it loads (a filter change does not blank the list).
  const last = useRef<{ key: string; data: T } | undefined>(undefined);
  if (key !== false && answer?.data !== undefined) last.current = { key, data: answer.data };

  useEffect(() => {
    if (key === false) return;
    const now = readAnswer<T>(key);
    // This key's own load: by the time the browser is idle, the view may show another key (a filter applied).
    const load = loadRef.current;
    if (now.data === undefined || now.error) void fetchAnswer(key, load);
    else if (now.fromBuild) revalidate(key, load, (error) => goneRef.current?.(error) ?? false);
  }, [key]);

  const refresh = useCallback(() => {
    if (key !== false) void fetchAnswer(key, () => loadRef.current());
  }, [key]);

  if (server && key !== false) {
    if (server.frame) return { data: undefined, dataKey: undefined, loading: true, error: undefined, refresh: noop };
    let awaited = server.answers.get(key);
    if (!awaited) {
      awaited = awaitAnswer(load());
      server.answers.set(key, awaited);
    }
    return { data: use(awaited.promise) as T, dataKey: key, loading: false, error: undefined, refresh: noop };
  }
  if (!answer) return { data: undefined, dataKey: undefined, loading: false, error: undefined, refresh };
  const waiting = answer.data === undefined && !answer.error;
  const shown = answer.data !== undefined ? { key: key as string, data: answer.data } : answer.error ? undefined : last.current;
  return { data: shown?.data, dataKey: shown?.key, loading: answer.loading || waiting, error: answer.error, refresh };
}
