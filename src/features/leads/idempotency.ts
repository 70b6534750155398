/**
 * The idempotency key of a pending submission. It is created on the first attempt and kept
 * (localStorage, beside the draft) until the server has accepted the lead, so every retry of the
 * same submission, even after a reload, carries the same key and the server records the lead once.
 */
import { STORAGE_KEYS } from '@/config/storage';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** Scope: the form, plus the activity or material it is about. */
export const pendingKeyName = (scope: string) => `${STORAGE_KEYS.draftPrefix}${scope}.idempotency`;

export function newIdempotencyKey(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of the pending submission of this scope, created on first use. */
export function pendingIdempotencyKey(scope: string): string {
  const existing = readStorage(pendingKeyName(scope));
  if (existing) return existing;
  const key = newIdempotencyKey();
  writeStorage(pendingKeyName(scope), key);
  return key;
}

/** After the server accepted the submission: the next one is a new lead. */
export function settleIdempotencyKey(scope: string): void {
  removeStorage(pendingKeyName(scope));
}
