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
