import { type CollectRecord, type DownloadRecord, STORAGE_KEYS, type SubmissionRecord } from '@/config/storage';
import { clearOpenid, readOpenid } from '@/lib/openid';
import { readJson, removeStorage } from '@/lib/storage';

export interface VisitorData {
  openid: string | null;
  enquiries: SubmissionRecord[];
  registrations: SubmissionRecord[];
  saved: CollectRecord[];
  downloads: DownloadRecord[];
}

const newestFirst = <T>(items: T[], at: (item: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)));
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Everything the site keeps about the visitor on this device, for the personal centre. */
export function readVisitorData(): VisitorData {
  const submissions = newestFirst(asArray<SubmissionRecord>(readJson(STORAGE_KEYS.submissions, [])), (s) => s.submittedAt);
  return {
    openid: readOpenid(),
    enquiries: submissions.filter((s) => s.kind !== 'activity'),
    registrations: submissions.filter((s) => s.kind === 'activity'),
    saved: newestFirst(asArray<CollectRecord>(readJson(STORAGE_KEYS.collect, [])), (c) => c.savedAt),
    downloads: newestFirst(asArray<DownloadRecord>(readJson(STORAGE_KEYS.downloads, [])), (d) => d.downloadedAt),
  };
}

/** Removes every key of STORAGE_KEYS, drafts included, from local and session storage, and the openid cookie (sign-out). */
export function clearVisitorData(): void {
  clearOpenid(); // signs out: the cookie goes too
  const fixed = Object.entries(STORAGE_KEYS)
    .filter(([name]) => name !== 'draftPrefix')
    .map(([, key]) => key);
  fixed.forEach(removeStorage);
  try {
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith(STORAGE_KEYS.draftPrefix))
      .forEach(removeStorage);
    fixed.forEach((key) => window.sessionStorage.removeItem(key));
  } catch {
    /* storage unavailable */
  }
}
