/**
 * A pre-rendered page shows the content as it was when its HTML was written. Once the page is taken over and has woken
 * up (the app's `whenAwake`: quiet, or the visitor acted), every answer it came with is asked for again, once per visit, and the views follow if it changed:
 * no loading state, nothing shown for a failure (it is reported), except that an item the server says is gone is shown
 * as gone.
 */
import { whenIdle } from '@/lib/whenIdle';

import { fetchAnswer } from './answerCache';

export interface RevalidationHooks {
  /** Runs a load so that a failure displays nothing (the request layer's display type 0). */
  quietly: <T>(load: () => Promise<T>) => Promise<T>;
  /** Hears of a revalidation that failed (the page kept what it showed). */
  reportFailure: (key: string, error: Error) => void;
  /** Runs a task once the page is awake; not at all when the page is being left. */
  whenAwake: (task: () => void) => void;
}

let hooks: RevalidationHooks = { quietly: (load) => load(), reportFailure: () => {}, whenAwake: (task) => whenIdle(task) };

/** Set once by the app (its request layer and monitor). */
export function configureRevalidation(next: Partial<RevalidationHooks>) {
  hooks = { ...hooks, ...next };
}

const asked = new Set<string>();

/** Asks for a pre-rendered answer again (once per key and visit); `gone` names the failures that are shown. */
export function revalidate<T>(key: string, load: () => Promise<T>, gone?: (error: Error) => boolean) {
  if (asked.has(key)) return;
  asked.add(key);
  hooks.whenAwake(() => {
    void fetchAnswer(key, () => hooks.quietly(load), {
      quiet: true,
      shown: gone,
      onHiddenFailure: (error) => hooks.reportFailure(key, error),
    });
  });
}

/** Forgets what was asked (unit tests). */
export const resetRevalidation = () => asked.clear();
