/**
 * The consents a lead gives: one record per ticked consent box, with the version of the words the visitor saw and
 * when the box was ticked. The form builds them and the mocked API checks them against the same form. Relative imports
 * only: mock/ imports this file outside the app's aliases.
 */
import type * as API from '@/api';

import { type ConsentId, consentOf, type FieldDefinition } from '../../config/forms/fields';
import { CONSENTS, type ConsentTexts, knownVersions } from '../../content/consents';
import { CONSENT_RECORDS } from '../../content/ui/submission';
import type { LeadValues } from './validation';

/** The consent fields a visitor ticked. */
const ticked = (fields: readonly FieldDefinition[], values: LeadValues) => fields.filter((f) => consentOf(f) && values[f.name] === true);

/** The record of a consent given at a time, with the version of its words now (in the edition of `texts`). */
export const consentRecord = (consent: ConsentId, at: number = Date.now(), texts: ConsentTexts = CONSENTS): API.ConsentRecord => ({
  consent,
  version: texts[consent].version,
  givenAt: new Date(at).toISOString(),
});

/** A record of each ticked consent: `tickedAt` holds when a box was ticked, by field name (else `now`). */
export function givenConsents(
  fields: readonly FieldDefinition[],
  values: LeadValues,
  tickedAt: Readonly<Record<string, number>>,
  now: number = Date.now(),
  texts: ConsentTexts = CONSENTS,
): API.ConsentRecord[] {
  return ticked(fields, values).map((f) => consentRecord(consentOf(f)!, tickedAt[f.name] ?? now, texts));
}

/** Why the consents sent with a lead do not match its ticked boxes, in Chinese; null when they do. `texts`: the lead's edition's words. */
export function consentRecordsProblem(
  fields: readonly FieldDefinition[],
  values: LeadValues,
  records: unknown,
  texts: ConsentTexts = CONSENTS,
): string | null {
  if (!Array.isArray(records)) return CONSENT_RECORDS.notAList;
  const expected = ticked(fields, values).map((f) => consentOf(f)!);
  const sent: ConsentId[] = [];
  for (const record of records as unknown[]) {
    const r = (record ?? {}) as Partial<API.ConsentRecord>;
    if (typeof r !== 'object' || Object.keys(r).some((k) => !['consent', 'version', 'givenAt'].includes(k)))
      return CONSENT_RECORDS.extraKeys;
    if (typeof r.consent !== 'string' || !Object.hasOwn(CONSENTS, r.consent)) return CONSENT_RECORDS.unknown(String(r.consent));
    if (typeof r.version !== 'string' || !knownVersions(r.consent as ConsentId, texts).includes(r.version))
      return CONSENT_RECORDS.unknownVersion(r.consent, String(r.version));
    // The device's clock, kept as it said: the lead's own receivedAt is the server's time. A wrong clock loses nothing.
    if (typeof r.givenAt !== 'string' || r.givenAt.length > 40 || Number.isNaN(Date.parse(r.givenAt)))
      return CONSENT_RECORDS.givenAt(r.consent);
    sent.push(r.consent as ConsentId);
  }
  const same = sent.length === expected.length && expected.every((c) => sent.includes(c));
  return same ? null : CONSENT_RECORDS.mismatch;
}
