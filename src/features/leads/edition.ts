/**
 * The edition a lead form runs in: its rules (messages, consents, checks), the engine's and the page's words, where its
 * privacy notice and compliance centre are, and antd's locale. Chinese unless a page provides another (the English
 * form pages: ./englishEdition.ts), so the Chinese forms carry nothing of the English.
 */
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createContext, useContext } from 'react';

import type { PledgeId } from '@/config/forms/fields';
import { PLEDGES } from '@/content/consents';
import { FORM_NOTE } from '@/content/formCopy';
import {
  FIELD_CONTROL,
  type FieldControlWords,
  FORM_BODY,
  type FormBodyWords,
  LEAD_FORM_ENGINE,
  type LeadFormEngineWords,
} from '@/content/ui/leadForms';
import { SUBMISSION_FAILURES, type SubmissionFailures } from '@/content/ui/submission';

import { CHINESE_RULES, type LeadRules } from './validation';

export interface LeadFormEdition {
  rules: LeadRules;
  engine: LeadFormEngineWords;
  control: FieldControlWords;
  body: FormBodyWords;
  /** Under the submit button. */
  note: string;
  /** What a pledge box promises. */
  pledges: Readonly<Record<PledgeId, string>>;
  failures: SubmissionFailures;
  /** The edition's privacy notice and compliance centre. */
  paths: { privacy: string; compliance: string };
  /** antd's locale for the controls; AntdScope's Chinese when absent. */
  antdLocale?: AntdLocale;
}

export const CHINESE_FORMS: LeadFormEdition = {
  rules: CHINESE_RULES,
  engine: LEAD_FORM_ENGINE,
  control: FIELD_CONTROL,
  body: FORM_BODY,
  note: FORM_NOTE,
  pledges: PLEDGES,
  failures: SUBMISSION_FAILURES,
  paths: { privacy: '/privacy', compliance: '/compliance' },
};

export const LeadEditionContext = createContext<LeadFormEdition>(CHINESE_FORMS);

/** The edition of the form being rendered. */
export const useLeadEdition = () => useContext(LeadEditionContext);
