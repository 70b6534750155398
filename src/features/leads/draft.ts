/**
 * What a visitor has typed into a form, kept in localStorage per form (`zq.draft.<formKey>`) and
 * restored on return. The consent box and the honeypot are never kept: consent is given afresh.
 */
import { STORAGE_KEYS } from '@/config/storage';
import { readJson, removeStorage, writeJson } from '@/lib/storage';

import type { LeadValues } from './validation';

export interface FormDraft {
  values: LeadValues;
  savedAt: string;
}

const NOT_KEPT = new Set(['consent']);

export const draftKey = (formKey: string) => `${STORAGE_KEYS.draftPrefix}${formKey}`;

const hasContent = (values: LeadValues) =>
  Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '' && v !== false));

/** Only the values worth keeping; null when nothing has been typed yet. */
export function draftValues(values: LeadValues): LeadValues | null {
  const kept: LeadValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!NOT_KEPT.has(name) && value !== undefined) kept[name] = value;
  }
  return hasContent(kept) ? kept : null;
}

export function saveDraft(formKey: string, values: LeadValues, now: number = Date.now()): void {
  const kept = draftValues(values);
  if (!kept) {
    removeStorage(draftKey(formKey));
    return;
  }
  writeJson(draftKey(formKey), { values: kept, savedAt: new Date(now).toISOString() } satisfies FormDraft);
}

/** The stored draft of a form, restricted to the form's own fields; null when there is none. */
export function loadDraft(formKey: string, fieldNames: readonly string[]): FormDraft | null {
  const draft = readJson<Partial<FormDraft> | null>(draftKey(formKey), null);
  if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object') return null;
  const allowed = new Set(fieldNames);
  const values: LeadValues = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (allowed.has(name) && !NOT_KEPT.has(name)) values[name] = value;
  }
  return hasContent(values) ? { values, savedAt: typeof draft.savedAt === 'string' ? draft.savedAt : '' } : null;
}

export function clearDraft(formKey: string): void {
  removeStorage(draftKey(formKey));
}
