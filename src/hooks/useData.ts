import { useRequest } from 'ahooks';

/** The view shows a failed request itself (its error state, or the request layer's message): nothing to log twice. */
const shownByTheView = () => {};

export interface DataState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  refresh: () => void;
}

/**
 * The data a view shows, from one request. `key` names what is asked for: `false` waits (e.g. no id yet),
 * a new key loads again. Every page and section loads its content through this hook.
 */
export function useData<T>(key: string | false, load: () => Promise<T>): DataState<T> {
  const { data, loading, error, refresh } = useRequest(load, { ready: key !== false, refreshDeps: [key], onError: shownByTheView });
  return { data, loading, error, refresh };
}
