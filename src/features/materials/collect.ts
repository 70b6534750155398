/** Saved materials (local storage `collect`), shared by every save button and /downCollect. */
import { useCallback, useEffect, useState } from 'react';

import { type CollectRecord, isCollectRecord, STORAGE_KEYS } from '@/config/storage';
import { readList, writeJson } from '@/lib/storage';

/** Fired on window after this tab changes the saved list, so every button on the page follows. */
export const COLLECT_EVENT = 'zq:collect-change';

/** The saved list, newest first; malformed entries are dropped. */
export function readCollect(): CollectRecord[] {
  return readList(STORAGE_KEYS.collect, isCollectRecord).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

const writeCollect = (list: CollectRecord[]) => {
  writeJson(STORAGE_KEYS.collect, list);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COLLECT_EVENT));
};

export const isCollected = (id: string, list: CollectRecord[] = readCollect()) => list.some((c) => c.id === id);

/** Saves a material (once; saving again keeps the first record). */
export function addCollect(item: { id: string; title: string; kind: string }, now: Date = new Date()): CollectRecord[] {
  const list = readCollect();
  if (isCollected(item.id, list)) return list;
  const next = [{ id: item.id, title: item.title, kind: item.kind, savedAt: now.toISOString() }, ...list];
  writeCollect(next);
  return next;
}

export function removeCollect(id: string): CollectRecord[] {
  const next = readCollect().filter((c) => c.id !== id);
  writeCollect(next);
  return next;
}

/** The saved list, kept current across buttons on the page and other tabs. */
export function useCollect() {
  const [list, setList] = useState<CollectRecord[]>([]);
  useEffect(() => {
    const sync = () => setList(readCollect());
    sync();
    window.addEventListener(COLLECT_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(COLLECT_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const toggle = useCallback((item: { id: string; title: string; kind: string }) => {
    setList(isCollected(item.id) ? removeCollect(item.id) : addCollect(item));
  }, []);
  const remove = useCallback((id: string) => setList(removeCollect(id)), []);
  return { list, toggle, remove, has: (id: string) => list.some((c) => c.id === id) };
}
