/**
 * The browser's answers by data key, shared by every `useData` of the page. A pre-rendered page seeds it with the
 * answers its HTML was rendered from, so the take-over renders exactly what the server did, with no request; any other
 * key is fetched once however many views ask for it.
 */
import { readPageData } from './pageData';

export interface Answer<T = unknown> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** The data came with the pre-rendered page (as the build saw it), not from a request of this visit. */
  fromBuild: boolean;
}

const EMPTY: Answer = { data: undefined, error: undefined, loading: false, fromBuild: false };

const answers = new Map<string, Answer>();
/** The answers the HTML was rendered from, as they came: what the take-over must render, whatever arrived since. */
const built = new Map<string, Answer>();
const listeners = new Map<string, Set<() => void>>();
const inFlight = new Map<string, Promise<void>>();
let seeded = false;

function seed() {
  if (seeded) return;
  seeded = true;
  const page = readPageData();
  if (!page) return;
  for (const [key, data] of Object.entries(page.data)) {
    const answer: Answer = { data, error: undefined, loading: false, fromBuild: true };
    answers.set(key, answer);
    built.set(key, answer);
  }
}

function set(key: string, answer: Answer) {
  answers.set(key, answer);
  listeners.get(key)?.forEach((notify) => notify());
}

/** The answer for a key as it stands (an empty one before any request). */
export function readAnswer<T>(key: string): Answer<T> {
  seed();
  return (answers.get(key) ?? EMPTY) as Answer<T>;
}

/** The answer a part of the page is taken over with: the pre-rendered one when the HTML has it. */
export function readBuiltAnswer<T>(key: string): Answer<T> {
  seed();
  return (built.get(key) ?? readAnswer(key)) as Answer<T>;
}

export function subscribeAnswer(key: string, notify: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(notify);
  listeners.set(key, set);
  return () => {
    set.delete(notify);
    if (set.size === 0) listeners.delete(key);
  };
}

export interface FetchOptions {
  /**
   * In the background: what is shown stays, with no loading state; the same answer again changes nothing, and a
   * failure leaves it as it was (the view has already shown its data; a failed refresh is not its error).
   */
  quiet?: boolean;
  /** A quiet fetch's failure that must be shown all the same (the server says the item is gone). */
  shown?: (error: Error) => boolean;
  /** Hears of a quiet fetch's failure that is not shown. */
  onHiddenFailure?: (error: Error) => void;
}

const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Asks for a key's answer (one request at a time per key); the views showing it follow. */
export function fetchAnswer<T>(key: string, load: () => Promise<T>, options: FetchOptions = {}): Promise<void> {
  const { quiet = false, shown = () => false, onHiddenFailure } = options;
  const running = inFlight.get(key);
  if (running) return running;
  const before = readAnswer<T>(key);
  if (!quiet) set(key, { ...before, loading: true, error: undefined });
  const request = load().then(
    (data) => {
      const now = readAnswer(key);
      // Nothing new: the views keep the answer they show (no render at all).
      if (quiet && now.data !== undefined && !now.error && sameData(now.data, data)) answers.set(key, { ...now, fromBuild: false });
      else set(key, { data, error: undefined, loading: false, fromBuild: false });
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (quiet && !shown(failure)) onHiddenFailure?.(failure);
      else set(key, { ...readAnswer(key), error: failure, loading: false });
    },
  );
  const settled = request.finally(() => inFlight.delete(key));
  inFlight.set(key, settled);
  return settled;
}

/** Forgets every answer (unit tests). */
export function resetAnswers() {
  answers.clear();
  built.clear();
  listeners.clear();
  inFlight.clear();
  seeded = false;
}
