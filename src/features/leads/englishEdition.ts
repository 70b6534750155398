/**
 * The English forms' edition, as the English form pages provide it: their words and paths, never on a Chinese page.
 * The form's controls add the checks and antd's locale when they load (./engine/EnglishLeadFormEngine.tsx).
 */
import { ENGLISH_BASE } from '@/config/locales';
import { ENGLISH_PLEDGES } from '@/content/en/consents';
import {
  ENGLISH_FIELD_CONTROL,
  ENGLISH_FORM_BODY,
  ENGLISH_FORM_NOTE,
  ENGLISH_LEAD_FORM_ENGINE,
  ENGLISH_SUBMISSION_FAILURES,
} from '@/content/en/leadForms';

import type { LeadFormEdition } from './edition';
import { ENGLISH_RULE_WORDS } from './englishRuleWords';

export const ENGLISH_FORMS_EDITION: LeadFormEdition = {
  rules: ENGLISH_RULE_WORDS,
  engine: ENGLISH_LEAD_FORM_ENGINE,
  control: ENGLISH_FIELD_CONTROL,
  body: ENGLISH_FORM_BODY,
  note: ENGLISH_FORM_NOTE,
  pledges: ENGLISH_PLEDGES,
  failures: ENGLISH_SUBMISSION_FAILURES,
  paths: { privacy: `${ENGLISH_BASE}/privacy`, compliance: `${ENGLISH_BASE}/compliance` },
};
