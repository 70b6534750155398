import { STARTUP_PAUSE_MS } from '@/config/timing';
import { TEXTS } from '@/content/messages';

/**
 * The app's start-up state. Who the visitor is is not in it: that lives in the `global` model's `userInfo`, kept by
 * src/features/visitor/owner.ts.
 */
export type InitialState = { status: 'ready' } | { status: 'error'; message: string };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the app loads before it starts: nothing today; a failing step shows the start-up error instead of a blank page. */
const loadNothing = async () => {};

/**
 * getInitialState: begins loading, yields after a 10 ms pause, then holds the loaded state
 * or an error state (never throws, so the app can explain the failure instead of going blank).
 */
export async function loadInitialState(load: () => Promise<void> = loadNothing): Promise<InitialState> {
  await pause(STARTUP_PAUSE_MS);
  try {
    await load();
    return { status: 'ready' };
  } catch (error) {
    return { status: 'error', message: error instanceof Error && error.message ? error.message : TEXTS.startupFailed };
  }
}
