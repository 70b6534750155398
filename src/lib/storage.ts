/**
 * Local and session storage that never throws (private mode, storage full or disabled, server rendering),
 * and never trusts what it reads: every read names the shape it expects, and a stored value of another shape
 * (damaged, written by an older version, edited by hand) is removed instead of reaching a page.
 */

export type StorageArea = 'local' | 'session';

/** A check of a stored value's shape. */
export type Guard<T> = (value: unknown) => value is T;

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string, which: StorageArea): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was stored (false when storage is full or unavailable). */
export function writeStorage(key: string, value: string, which: StorageArea = 'local'): boolean {
  try {
    const store = area(which);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

export const writeJson = (key: string, value: unknown, which: StorageArea = 'local'): boolean =>
  writeStorage(key, JSON.stringify(value), which);

/** Keys of one area that start with a prefix (e.g. every form draft). */
export function storageKeys(prefix: string, which: StorageArea = 'local'): string[] {
  try {
    const store = area(which);
    if (!store) return [];
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** A stored text (not JSON) that passes `isValid`; anything else is removed. Null when nothing fits. */
export function readText(key: string, isValid: (text: string) => boolean, which: StorageArea = 'local'): string | null {
  const raw = readRaw(key, which);
  if (raw === null) return null;
  if (isValid(raw)) return raw;
  removeStorage(key, which);
  return null;
}

/** A stored JSON value of the expected shape; anything else is removed and the fallback returned. */
export function readValid<T, F = T>(key: string, guard: Guard<T>, fallback: F, which: StorageArea = 'local'): T | F {
  const raw = readRaw(key, which);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
  } catch {
    /* not JSON: dropped below */
  }
  removeStorage(key, which);
  return fallback;
}

/**
 * A stored JSON list: the items of the expected shape, in order. Items of another shape are dropped (and the
 * stored list rewritten without them); a stored value that is not a list is removed.
 */
export function readList<T>(key: string, isItem: Guard<T>, which: StorageArea = 'local'): T[] {
  const list = readValid(key, Array.isArray as Guard<unknown[]>, [] as unknown[], which);
  const kept = list.filter(isItem);
  if (kept.length !== list.length) writeJson(key, kept, which);
  return kept;
}
