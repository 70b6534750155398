/**
 * The consents a lead gives: one record per ticked consent box, with the version of the words the visitor saw and
 * when the box was ticked. The form builds them and the mocked API checks them against the same form. Relative imports
 * only: mock/ imports this file outside the app's aliases.
 */
import type { ConsentId, FieldDefinition } from '../../config/forms/fields';
import { CONSENT_VERSION_RE, CONSENTS } from '../../content/consents';
import type { LeadValues } from './validation';

const consentOf = (field: FieldDefinition): ConsentId | null => (field.kind === 'consent' ? (field.consent ?? 'privacy') : null);

/** The consent fields a visitor ticked. */
const ticked = (fields: readonly FieldDefinition[], values: LeadValues) => fields.filter((f) => consentOf(f) && values[f.name] === true);

/** The record of a consent given at a time, with the version of its words now. */
export const consentRecord = (consent: ConsentId, at: number = Date.now()): API.ConsentRecord => ({
  consent,
  version: CONSENTS[consent].version,
  givenAt: new Date(at).toISOString(),
});

/** A record of each ticked consent: `tickedAt` holds when a box was ticked, by field name (else `now`). */
export function givenConsents(
  fields: readonly FieldDefinition[],
  values: LeadValues,
  tickedAt: Readonly<Record<string, number>>,
  now: number = Date.now(),
): API.ConsentRecord[] {
  return ticked(fields, values).map((f) => consentRecord(consentOf(f)!, tickedAt[f.name] ?? now));
}

const GIVEN_AT_SKEW_MS = 5 * 60_000;
const GIVEN_AT_MAX_AGE_MS = 30 * 86_400_000;

/** Why the consents sent with a lead do not match its ticked boxes, in Chinese; null when they do. */
export function consentRecordsProblem(
  fields: readonly FieldDefinition[],
  values: LeadValues,
  records: unknown,
  now: number = Date.now(),
): string | null {
  if (!Array.isArray(records)) return '字段“consents”必须是同意记录的列表';
  const expected = ticked(fields, values).map((f) => consentOf(f)!);
  const sent: ConsentId[] = [];
  for (const record of records as unknown[]) {
    const r = (record ?? {}) as Partial<API.ConsentRecord>;
    if (typeof r !== 'object' || Object.keys(r).some((k) => !['consent', 'version', 'givenAt'].includes(k)))
      return '同意记录只能包含 consent、version 与 givenAt';
    if (typeof r.consent !== 'string' || !Object.hasOwn(CONSENTS, r.consent)) return `未知的同意项“${String(r.consent)}”`;
    if (typeof r.version !== 'string' || !CONSENT_VERSION_RE.test(r.version)) return `同意项“${r.consent}”的版本必须是日期（YYYY-MM-DD）`;
    const at = typeof r.givenAt === 'string' ? Date.parse(r.givenAt) : NaN;
    if (!Number.isFinite(at) || at > now + GIVEN_AT_SKEW_MS || at < now - GIVEN_AT_MAX_AGE_MS)
      return `同意项“${r.consent}”的同意时间不合理`;
    sent.push(r.consent as ConsentId);
  }
  const same = sent.length === expected.length && expected.every((c) => sent.includes(c));
  return same ? null : '同意记录与表单中勾选的同意项不一致';
}
