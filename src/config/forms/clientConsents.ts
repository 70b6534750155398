/**
 * The boxes every client form ends with, apart from ./fields.ts (which types them as fields), so that the campaigns'
 * schema (src/api/campaign.ts) reads their names and labels without carrying every field and the industries.
 */
import { FIELD_LABELS } from '../../content/labels/fields';

/** The privacy notice's box: required on every client form. */
export const CONSENT = { name: 'consent', kind: 'consent', consent: 'privacy', label: FIELD_LABELS.consent.label, required: true } as const;
/** Optional and never pre-ticked: event invitations and research updates, a purpose of its own. */
export const MARKETING_CONSENT = {
  name: 'marketingConsent',
  kind: 'consent',
  consent: 'marketing',
  label: FIELD_LABELS.marketingConsent.label,
} as const;
/** What every client form ends with: the privacy consent, then the optional marketing box. */
export const CLIENT_CONSENTS = [CONSENT, MARKETING_CONSENT] as const;
