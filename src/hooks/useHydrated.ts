import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false on the server and while hydrating, true in every later render (and in client-only renders). Gates what the
 * pre-rendered HTML cannot have (visitor-specific data from a global store or local storage): rendered before
 * hydration it would differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
