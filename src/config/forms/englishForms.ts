/**
 * The lead forms of the English edition: the same engine and rules as the Chinese forms (`locale: 'en'` makes them run
 * the English rules: src/features/leads/englishRules.ts), with English words, and mobile numbers of any country.
 * Apart from the Chinese list (./index.ts), so that no Chinese page carries them; the English pages and the mocked API
 * read them.
 */
import { ENGLISH_FIELD_LABELS as L, ENGLISH_FORM_LABELS } from '../../content/labels/englishForms';
import { ENGLISH_INDUSTRIES } from '../../content/labels/englishIndustries';
import type { FieldWords } from '../../content/labels/fields';
import { ENGLISH_CONTACT_PATH, ENGLISH_EXPERT_APPLY_PATH } from '../editions';
import { ENGLISH_CONTACT_RESULT_PATH, ENGLISH_EXPERT_APPLY_RESULT_PATH } from '../englishOwnPages';
import { INDUSTRY_OPTIONS } from '../industries';
import {
  CLASSIFIED_POST,
  CLIENT_CONSENTS,
  COMPANY,
  COMPLIANCE_PLEDGE,
  CROSS_BORDER_CONSENT,
  EMAIL,
  EMPLOYER_BANS_CONSULTING,
  EXPERTISE,
  type FieldDefinition,
  INDUSTRY,
  JOB_TITLE,
  more,
  NAME,
  NEED,
  optionsOf,
  PROFILE_LINK,
  SHARING_CONSENT,
  YEARS_IN_INDUSTRY,
} from './fields';
import type { RoutedFormDefinition } from './types';

/** A preset with its rules, in English words only: none of the Chinese hints, messages or choices stays. */
const inEnglish = (preset: FieldDefinition, { choices, ...words }: FieldWords): FieldDefinition => ({
  ...preset,
  help: undefined,
  placeholder: undefined,
  requiredMessage: undefined,
  invalidMessage: undefined,
  ...words,
  ...(choices && { options: optionsOf(choices) }),
});

/** A mobile number of any country, with its country code. */
const intlMobile = (words: FieldWords, required: boolean): FieldDefinition => ({
  name: 'mobile',
  kind: 'intlMobile',
  ...words,
  required,
  autoComplete: 'tel',
  half: true,
});

const [PRIVACY_CONSENT, MARKETING_CONSENT] = CLIENT_CONSENTS;

/** The industries by the names the English pages give them, the same codes as the Chinese form's. */
const ENGLISH_INDUSTRY: FieldDefinition = {
  ...inEnglish(INDUSTRY, L.industry),
  options: INDUSTRY_OPTIONS.map(({ value }) => ({ value, label: ENGLISH_INDUSTRIES[value].name })),
};

export type EnglishFormKey = keyof typeof ENGLISH_FORM_LABELS;

/** An English form: its topic and button from its words, the English rules by its `locale`. */
const englishForm = <K extends EnglishFormKey>(
  key: K,
  form: Pick<RoutedFormDefinition<K>, 'kind' | 'path' | 'resultPath' | 'fields' | 'endpoint' | 'submitItemKey'>,
): RoutedFormDefinition<K> => ({ key, locale: 'en', ...ENGLISH_FORM_LABELS[key], ...form });

/** A first contact from a client abroad: e-mail is how we reply, so a mobile number is optional. */
export const ENGLISH_CONTACT_FORM = englishForm('en-contact', {
  kind: 'service',
  path: ENGLISH_CONTACT_PATH,
  resultPath: ENGLISH_CONTACT_RESULT_PATH,
  fields: [
    inEnglish(NAME, L.name),
    inEnglish(EMAIL, L.email),
    inEnglish(COMPANY, L.company),
    inEnglish(NEED, L.need),
    more(intlMobile(L.mobile, false)),
    more(inEnglish(JOB_TITLE, L.jobTitle)),
    inEnglish(PRIVACY_CONSENT, L.consent),
    inEnglish(MARKETING_CONSENT, L.marketingConsent),
  ],
  endpoint: 'leads',
  submitItemKey: 'en-lead-submit',
});

/** An industry professional abroad applying to join the network: the Chinese application's questions, rules and consents. */
export const ENGLISH_EXPERT_APPLICATION = englishForm('en-expert-apply', {
  kind: 'expert',
  path: ENGLISH_EXPERT_APPLY_PATH,
  resultPath: ENGLISH_EXPERT_APPLY_RESULT_PATH,
  fields: [
    inEnglish(NAME, L.name),
    intlMobile(L.expertMobile, true),
    inEnglish(COMPANY, L.employer),
    inEnglish(JOB_TITLE, L.expertJobTitle),
    ENGLISH_INDUSTRY,
    inEnglish(YEARS_IN_INDUSTRY, L.years),
    inEnglish(EXPERTISE, L.expertise),
    ...[inEnglish(EMAIL, L.expertEmail), inEnglish(PROFILE_LINK, L.profileUrl), { ...inEnglish(NEED, L.note), name: 'note' }].map(more),
    inEnglish(CLASSIFIED_POST, L.classifiedPost),
    inEnglish(EMPLOYER_BANS_CONSULTING, L.employerBansConsulting),
    inEnglish(COMPLIANCE_PLEDGE, L.pledge),
    inEnglish(SHARING_CONSENT, L.sharingConsent),
    inEnglish(CROSS_BORDER_CONSENT, L.crossBorderConsent),
    inEnglish(PRIVACY_CONSENT, L.consent),
  ],
  endpoint: 'expertApplications',
  submitItemKey: 'en-expert-apply-submit',
});

export const ENGLISH_FORMS: readonly RoutedFormDefinition<EnglishFormKey>[] = [ENGLISH_CONTACT_FORM, ENGLISH_EXPERT_APPLICATION];

export const englishFormByKey = (key: string): RoutedFormDefinition<EnglishFormKey> | undefined => ENGLISH_FORMS.find((f) => f.key === key);

/** The English form a page shows, or whose submission it confirms, by the page's path. */
export const englishFormAt = (path: string): RoutedFormDefinition<EnglishFormKey> | undefined =>
  ENGLISH_FORMS.find((f) => f.path === path || f.resultPath === path);
