import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false on the server and while the pre-rendered page is taken over, true in every later render (and in pages the app
 * renders itself). For what the HTML cannot have (this visitor's stored data, a global store filled in the browser):
 * shown only after the take-over, the first render still equals the HTML.
 */
export function useAfterTakeOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A value only this visitor's browser knows (stored data, the user agent, the history state): `asRendered` on the
 * server and while the page is taken over (so the first render equals the HTML), then `read()` in every later render.
 */
export function useBrowserValue<T>(read: () => T, asRendered: T): T {
  return useAfterTakeOver() ? read() : asRendered;
}
