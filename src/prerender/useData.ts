import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import { type Answer, fetchAnswer, readAnswer, subscribeAnswer } from './answerCache';
import { awaitAnswer, useServerRender } from './renderState';

export interface DataState<T> {
  data: T | undefined;
  /** The key `data` belongs to (the previous key's while a new one loads). */
  dataKey: string | undefined;
  loading: boolean;
  error: Error | undefined;
  refresh: () => void;
}

export interface DataOptions {
  /**
   * The data changes between builds (places left for an activity): when the page came with it pre-rendered, it is
   * asked for again after the take-over and swapped in without a loading state.
   */
  live?: boolean;
}

const noop = () => {};
const noSubscription = () => noop;

/**
 * The data a view shows, from one request. `key` names what is asked for with all its parameters
 * (`services?industry=two`); `false` waits (no id yet); a new key loads again, and the last data stays on show (marked
 * loading) until the new one arrives. Every page and section loads its content through this hook:
 * - at build time the request is awaited (React's `use()`) and its answer embedded in the page;
 * - in the browser, a pre-rendered page's answers are there from the first render: the take-over shows exactly what the
 *   server rendered, with no loading state and no request.
 */
export function useData<T>(key: string | false, load: () => Promise<T>, { live = false }: DataOptions = {}): DataState<T> {
  const server = useServerRender();
  const loadRef = useRef(load);
  loadRef.current = load;

  const subscribe = useCallback((notify: () => void) => (key === false ? noop : subscribeAnswer(key, notify)), [key]);
  const read = () => (key === false ? undefined : readAnswer<T>(key));
  const answer: Answer<T> | undefined = useSyncExternalStore(server ? noSubscription : subscribe, read, read);

  // A new key keeps the last data on show while it loads (a filter change does not blank the list).
  const last = useRef<{ key: string; data: T } | undefined>(undefined);
  if (key !== false && answer?.data !== undefined) last.current = { key, data: answer.data };

  useEffect(() => {
    if (key === false) return;
    const now = readAnswer<T>(key);
    if (now.data === undefined || now.error) void fetchAnswer(key, () => loadRef.current());
    else if (live && now.fromBuild) void fetchAnswer(key, () => loadRef.current(), { quiet: true });
  }, [key, live]);

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
