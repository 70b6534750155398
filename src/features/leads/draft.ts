/**
 * What a visitor has typed into a form, kept in localStorage per form (`zq.draft.<formKey>`) for at most
 * 7 days and restored on return, with the time already spent filling it in. The form engine hands it every field
 * but the consent boxes (consent is given afresh) and never the honeypot. The form says that a draft is kept and clears it in
 * one click; the personal centre clears every draft with the rest.
 */
import { DRAFT_MAX_AGE_MS, type FormDraftRecord, isFormDraftRecord, STORAGE_KEYS } from '@/config/storage';
import { readValid, removeStorage, storageKeys, writeJson } from '@/lib/storage';

import type { LeadValues } from './validation';

export type FormDraft = FormDraftRecord;

export const draftKey = (formKey: string) => `${STORAGE_KEYS.draftPrefix}${formKey}`;

const hasContent = (values: LeadValues) =>
  Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '' && v !== false));

/** Only the values worth keeping; null when nothing has been typed yet. */
export function draftValues(values: LeadValues): FormDraft['values'] | null {
  const kept: FormDraft['values'] = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) kept[name] = value;
  }
  return hasContent(kept) ? kept : null;
}

/** Keeps what was typed (and the fill time so far); an emptied form removes its draft. Whether a draft is kept now. */
export function saveDraft(formKey: string, values: LeadValues, now: number = Date.now(), fillMs?: number): boolean {
  const kept = draftValues(values);
  if (!kept) {
    removeStorage(draftKey(formKey));
    return false;
  }
  const draft: FormDraft = { values: kept, savedAt: new Date(now).toISOString() };
  if (fillMs !== undefined && Number.isFinite(fillMs)) draft.fillMs = Math.max(0, Math.round(fillMs));
  writeJson(draftKey(formKey), draft);
  return true;
}

/** Whether a record saved at `savedAt` is still within the 7 days (and not from the future). */
export const isFresh = (savedAt: string, now: number = Date.now()) => {
  const at = Date.parse(savedAt);
  return at <= now + 60_000 && now - at <= DRAFT_MAX_AGE_MS;
};

/** The stored draft of a form, restricted to the form's own fields; null when there is none, it is damaged or too old. */
export function loadDraft(formKey: string, fieldNames: readonly string[], now: number = Date.now()): FormDraft | null {
  const draft = readValid(draftKey(formKey), isFormDraftRecord, null);
  if (!draft) return null;
  if (!isFresh(draft.savedAt, now)) {
    removeStorage(draftKey(formKey));
    return null;
  }
  const allowed = new Set(fieldNames);
  const values: FormDraft['values'] = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (allowed.has(name)) values[name] = value;
  }
  if (!hasContent(values)) return null;
  return { values, savedAt: draft.savedAt, ...(draft.fillMs === undefined ? {} : { fillMs: draft.fillMs }) };
}

/** Whether a usable draft of this form is kept (a damaged or expired one is removed and does not count). */
export const hasDraft = (formKey: string, now: number = Date.now()): boolean => {
  const draft = readValid(draftKey(formKey), isFormDraftRecord, null);
  if (draft && !isFresh(draft.savedAt, now)) removeStorage(draftKey(formKey));
  return draft !== null && isFresh(draft.savedAt, now);
};

export function clearDraft(formKey: string): void {
  removeStorage(draftKey(formKey));
}

/**
 * Removes every draft and pending idempotency key older than 7 days (or damaged), whichever form it belongs
 * to, so nothing typed on a shared device outlives the limit. Called on each page change.
 */
export function sweepDrafts(now: number = Date.now()): void {
  for (const key of storageKeys(STORAGE_KEYS.draftPrefix)) {
    const record = readValid(key, (v: unknown): v is { savedAt?: string; createdAt?: string } => typeof v === 'object' && v !== null, null);
    const at = record?.savedAt ?? record?.createdAt;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || !isFresh(at, now)) removeStorage(key);
  }
}
