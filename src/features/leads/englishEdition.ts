/**
 * The English forms' edition: their rules (English messages and consents, mobile numbers of any country), the engine's
 * words, antd's English locale. Read by the English forms' engine only (./engine/EnglishLeadFormEngine.tsx), so all of
 * it loads with the form's controls, never with a page.
 */
import enUS from 'antd/es/locale/en_US';

import { counterpartOf } from '@/config/editions';
import { ENGLISH_PLEDGES } from '@/content/en/consents';
import { ENGLISH_FIELD_CONTROL, ENGLISH_FORM_NOTE, ENGLISH_LEAD_FORM_ENGINE, ENGLISH_SUBMISSION_FAILURES } from '@/content/en/leadForms';

import type { LeadFormEdition } from './edition';
import { ENGLISH_RULES } from './englishRules';

export const ENGLISH_FORMS_EDITION: LeadFormEdition = {
  rules: ENGLISH_RULES,
  engine: ENGLISH_LEAD_FORM_ENGINE,
  control: ENGLISH_FIELD_CONTROL,
  note: ENGLISH_FORM_NOTE,
  pledges: ENGLISH_PLEDGES,
  failures: ENGLISH_SUBMISSION_FAILURES,
  privacyPath: counterpartOf('/privacy', 'en'),
  // The platform answers in Chinese: an English form says why in its own words, beside the form, and nothing else.
  showsPlatformErrors: false,
  antdLocale: enUS,
};
