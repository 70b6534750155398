/**
 * The idempotency key of a submission not yet confirmed. A key identifies one content (its fingerprint,
 * ./fingerprint.ts): every retry of the same content carries the same key, even after a reload, so the
 * server records the lead once; any change of a value, or clearing the draft, makes a new key, so a corrected
 * or different submission is never taken for the earlier one. The key lives in this tab's memory and, beside
 * the draft, in localStorage (`zq.draft.<scope>.idempotency`); memory alone still holds it when storage is
 * full or disabled.
 */
import { isPendingKeyRecord, type PendingKeyRecord, STORAGE_KEYS } from '@/config/storage';
import { readValid, removeStorage, writeJson } from '@/lib/storage';

import { isFresh } from './draft';

/** Scope: the form, plus the activity or material it is about. */
export const pendingKeyName = (scope: string) => `${STORAGE_KEYS.draftPrefix}${scope}.idempotency`;

/** This tab's pending keys by scope. */
const inMemory = new Map<string, PendingKeyRecord>();

export function newIdempotencyKey(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function storedRecord(scope: string, now: number): PendingKeyRecord | null {
  const record = readValid(pendingKeyName(scope), isPendingKeyRecord, null);
  if (record && !isFresh(record.createdAt, now)) {
    removeStorage(pendingKeyName(scope));
    return null;
  }
  return record;
}

/** A new key for this content, replacing whatever key the scope had. */
export function renewIdempotencyKey(scope: string, fingerprint: string, now: number = Date.now()): string {
  const record: PendingKeyRecord = { key: newIdempotencyKey(), fingerprint, createdAt: new Date(now).toISOString() };
  inMemory.set(scope, record);
  writeJson(pendingKeyName(scope), record);
  return record.key;
}

/** The key of this content: the pending one when it was made for the same content, else a new one. */
export function idempotencyKeyFor(scope: string, fingerprint: string, now: number = Date.now()): string {
  for (const record of [inMemory.get(scope), storedRecord(scope, now)]) {
    if (record?.fingerprint === fingerprint) {
      inMemory.set(scope, record);
      return record.key;
    }
  }
  return renewIdempotencyKey(scope, fingerprint, now);
}

/** After the server confirmed the submission, or when the visitor cleared the draft: the next one is a new lead. */
export function settleIdempotencyKey(scope: string): void {
  inMemory.delete(scope);
  removeStorage(pendingKeyName(scope));
}
