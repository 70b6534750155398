import {
  type CollectRecord,
  type DownloadRecord,
  isCollectRecord,
  isDownloadRecord,
  isSubmissionRecord,
  STORAGE_KEYS,
  type SubmissionRecord,
} from '@/config/storage';
import { readList, removeStorage, storageKeys } from '@/lib/storage';
import { restoreOpenid } from '@/lib/visitor';

export interface VisitorData {
  openid: string | null;
  enquiries: SubmissionRecord[];
  registrations: SubmissionRecord[];
  saved: CollectRecord[];
  downloads: DownloadRecord[];
}

const newestFirst = <T>(items: T[], at: (item: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)));

/** Everything the site keeps about the visitor on this device, for the personal centre; damaged records are dropped. */
export function readVisitorData(): VisitorData {
  const submissions = newestFirst(readList(STORAGE_KEYS.submissions, isSubmissionRecord), (s) => s.submittedAt);
  return {
    openid: restoreOpenid(),
    enquiries: submissions.filter((s) => s.kind !== 'activity'),
    registrations: submissions.filter((s) => s.kind === 'activity'),
    saved: newestFirst(readList(STORAGE_KEYS.collect, isCollectRecord), (c) => c.savedAt),
    downloads: newestFirst(readList(STORAGE_KEYS.downloads, isDownloadRecord), (d) => d.downloadedAt),
  };
}

/**
 * Removes every key of STORAGE_KEYS, drafts and pending idempotency keys included, from local and session storage. The
 * visitor themself (the openid's cookie too) is forgotten by `forget` of ./owner, which the personal centre calls first.
 */
export function clearVisitorData(): void {
  const fixed = Object.entries(STORAGE_KEYS)
    .filter(([name]) => name !== 'draftPrefix')
    .map(([, key]) => key);
  for (const key of fixed) {
    removeStorage(key);
    removeStorage(key, 'session');
  }
  for (const key of storageKeys(STORAGE_KEYS.draftPrefix)) removeStorage(key);
}
