/**
 * The edition a lead form runs in: its rules (messages, consents, checks), the engine's words, where its privacy notice
 * is, and antd's locale. Read by the engine only (its chunk, loaded when the visitor reaches for the form): Chinese by
 * default, the English forms' engine provides the English (./engine/EnglishLeadFormEngine.tsx). The page around the
 * form has its own words (./page/formPageWords.ts).
 */
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createContext, useContext } from 'react';

import type { PledgeId } from '@/config/forms/fields';
import { PLEDGES } from '@/content/consents';
import { FORM_NOTE } from '@/content/formCopy';
import { FIELD_CONTROL, type FieldControlWords, LEAD_FORM_ENGINE, type LeadFormEngineWords } from '@/content/ui/leadForms';
import { SUBMISSION_FAILURES, type SubmissionFailures } from '@/content/ui/submission';

import { CHINESE_RULES, type LeadRules } from './validation';

export interface LeadFormEdition {
  rules: LeadRules;
  engine: LeadFormEngineWords;
  control: FieldControlWords;
  /** Under the submit button. */
  note: string;
  /** What a pledge box promises. */
  pledges: Readonly<Record<PledgeId, string>>;
  failures: SubmissionFailures;
  /** The edition's privacy notice (the privacy box links to it). */
  privacyPath: string;
  /** Whether the platform's own refusals are also shown as the request layer shows them (a notice, the error page): its words are Chinese. */
  showsPlatformErrors: boolean;
  /** antd's locale for the controls; AntdScope's Chinese when absent. */
  antdLocale?: AntdLocale;
}

export const CHINESE_FORMS: LeadFormEdition = {
  rules: CHINESE_RULES,
  engine: LEAD_FORM_ENGINE,
  control: FIELD_CONTROL,
  note: FORM_NOTE,
  pledges: PLEDGES,
  failures: SUBMISSION_FAILURES,
  privacyPath: '/privacy',
  showsPlatformErrors: true,
};

export const LeadEditionContext = createContext<LeadFormEdition>(CHINESE_FORMS);

/** The edition of the form being rendered. */
export const useLeadEdition = () => useContext(LeadEditionContext);
