/** Download records (local storage `downloads`), the per-material unlock of gated files, and form checks. */
import { type DownloadRecord, STORAGE_KEYS } from '@/config/storage';
import { readJson, writeJson } from '@/lib/storage';

/** Most records kept; older ones drop off. */
export const DOWNLOAD_HISTORY_LIMIT = 50;

export function readDownloads(): DownloadRecord[] {
  const raw = readJson<unknown>(STORAGE_KEYS.downloads, []);
  return Array.isArray(raw) ? (raw as DownloadRecord[]) : [];
}

/** Records one download (every download counts; the personal centre lists them newest first). */
export function recordDownload(item: { id: string; title: string }, now: Date = new Date()): DownloadRecord[] {
  const next = [{ id: item.id, title: item.title, downloadedAt: now.toISOString() }, ...readDownloads()].slice(0, DOWNLOAD_HISTORY_LIMIT);
  writeJson(STORAGE_KEYS.downloads, next);
  return next;
}

/* ---- gated materials unlocked in this browser session (sessionStorage) ---- */

const readUnlocked = (): string[] => {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.unlocked) ?? '[]');
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export const isUnlocked = (id: string): boolean => readUnlocked().includes(id);

export function markUnlocked(id: string): void {
  try {
    const list = readUnlocked();
    if (!list.includes(id)) window.sessionStorage.setItem(STORAGE_KEYS.unlocked, JSON.stringify([...list, id]));
  } catch {
    /* storage unavailable: the gate shows again next time */
  }
}
