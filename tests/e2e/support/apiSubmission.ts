import { DOWNLOAD_FORM } from '@/config/forms';
import { MIN_FILL_MS } from '@/config/leadApi';
import { consentRecord } from '@/features/leads/consents';

import { VALID_CONTACT } from '../../../mock/data/leads';

/** A lead as the download form sends it, valid in every field; `token` makes its e-mail and idempotency key its own. */
export const submission = (token: string, overrides: Record<string, unknown> = {}, values: Record<string, unknown> = {}) => ({
  formKey: 'download',
  topic: DOWNLOAD_FORM.topic,
  values: { ...VALID_CONTACT, email: `api.${token}@zhiqiao-qa.cn`, consent: true, ...values },
  consents: [consentRecord('privacy')],
  idempotencyKey: `api-${token}`,
  attribution: null,
  pagePath: '/html/downPdf',
  honeypot: '',
  fillMs: MIN_FILL_MS + 5000,
  ...overrides,
});
