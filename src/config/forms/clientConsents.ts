import type { FieldDefinition } from './fields';

/** The privacy notice's box: required on every client form. */
export const CONSENT: FieldDefinition = { name: 'consent', kind: 'consent', consent: 'privacy', label: '个人信息保护说明', required: true };
/** Optional and never pre-ticked: event invitations and research updates, a purpose of its own. */
export const MARKETING_CONSENT: FieldDefinition = {
  name: 'marketingConsent',
  kind: 'consent',
  consent: 'marketing',
  label: '接收活动邀请与研究更新',
};
/** What every client form ends with: the privacy consent, then the optional marketing box. */
export const CLIENT_CONSENTS: readonly FieldDefinition[] = [CONSENT, MARKETING_CONSENT];
