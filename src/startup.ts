import { TEXTS } from '@/config/messages';
import { STARTUP_PAUSE_MS } from '@/config/timing';
import { readOpenid } from '@/lib/visitor';

export interface Visitor {
  openid: string | null;
}

export type InitialState = { status: 'ready'; visitor: Visitor } | { status: 'error'; message: string };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const readVisitor = async (): Promise<Visitor> => ({ openid: readOpenid() });

/**
 * getInitialState: begins loading, yields after a 10 ms pause, then holds the loaded state
 * or an error state (never throws, so the app can explain the failure instead of going blank).
 */
export async function loadInitialState(load: () => Promise<Visitor> = readVisitor): Promise<InitialState> {
  await pause(STARTUP_PAUSE_MS);
  try {
    return { status: 'ready', visitor: await load() };
  } catch (error) {
    return { status: 'error', message: error instanceof Error && error.message ? error.message : TEXTS.startupFailed };
  }
}
