/** Download records (local storage `downloads`), the per-material unlock of gated files, and form checks. */
import { type DownloadRecord, isDownloadRecord, isStringList, STORAGE_KEYS } from '@/config/storage';
import { readList, readValid, writeJson } from '@/lib/storage';

/** Most records kept; older ones drop off. */
export const DOWNLOAD_HISTORY_LIMIT = 50;

export function readDownloads(): DownloadRecord[] {
  return readList(STORAGE_KEYS.downloads, isDownloadRecord);
}

/** Records one download (every download counts; the personal centre lists them newest first). */
export function recordDownload(item: { id: string; title: string }, now: Date = new Date()): DownloadRecord[] {
  const next = [{ id: item.id, title: item.title, downloadedAt: now.toISOString() }, ...readDownloads()].slice(0, DOWNLOAD_HISTORY_LIMIT);
  writeJson(STORAGE_KEYS.downloads, next);
  return next;
}

/* ---- gated materials unlocked in this browser session (sessionStorage) ---- */

const readUnlocked = (): string[] => readValid(STORAGE_KEYS.unlocked, isStringList, [], 'session');

export const isUnlocked = (id: string): boolean => readUnlocked().includes(id);

/** When storage is unavailable the gate shows again next time. */
export function markUnlocked(id: string): void {
  const list = readUnlocked();
  if (!list.includes(id)) writeJson(STORAGE_KEYS.unlocked, [...list, id], 'session');
}
