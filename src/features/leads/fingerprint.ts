/**
 * The fingerprint of what a submission says: its form, its values and what it is about. An idempotency key
 * identifies one fingerprint: the form asks for a new key when any value changes, and the server answers a
 * known key sent with another fingerprint as a conflict (409). The form and the mocked API (mock/platform/leads.ts)
 * compute it with this one function. No imports: mock/ loads this file outside the app's aliases.
 */

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** JSON with object keys sorted, so the same content always gives the same text; undefined values are left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A 53-bit string hash (cyrb53) as base-36 text: enough to tell two submissions apart, not a security measure. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export interface SubmissionContent {
  formKey: string;
  values: Record<string, unknown>;
  context?: Record<string, unknown>;
}

/** The fingerprint of a submission's content (not of its timing, attribution or anti-spam fields). */
export const contentFingerprint = ({ formKey, values, context }: SubmissionContent): string =>
  hash53(canonicalJson({ formKey, values, context: context ?? {} }));
