/**
 * The lead forms of the English edition: the same engine and rules as the Chinese forms (`locale: 'en'` makes them run
 * the English rules: src/features/leads/englishRules.ts), with English words, and a mobile number of any country.
 * Apart from the Chinese list (./index.ts), so that no Chinese page carries them; the English pages and the mocked API
 * read them.
 */
import { ENGLISH_CONTACT_FORM_LABELS, ENGLISH_FIELD_LABELS } from '../../content/labels/englishForms';
import type { FieldWords } from '../../content/labels/fields';
import { ENGLISH_CONTACT_PATH, ENGLISH_CONTACT_RESULT_PATH } from '../editions';
import { CLIENT_CONSENTS, COMPANY, EMAIL, type FieldDefinition, JOB_TITLE, more, NAME, NEED } from './fields';
import type { RoutedFormDefinition } from './types';

const L = ENGLISH_FIELD_LABELS;

/** A preset with its rules, in English words only: none of the Chinese hints or messages stays. */
const inEnglish = (preset: FieldDefinition, words: FieldWords): FieldDefinition => ({
  ...preset,
  help: undefined,
  placeholder: undefined,
  requiredMessage: undefined,
  invalidMessage: undefined,
  ...words,
});

const [PRIVACY_CONSENT, MARKETING_CONSENT] = CLIENT_CONSENTS;

/** A mobile number of any country, with its country code: optional on a first contact, where e-mail is how we reply. */
const INTL_MOBILE: FieldDefinition = {
  name: 'mobile',
  kind: 'intlMobile',
  ...L.mobile,
  autoComplete: 'tel',
  half: true,
};

export const ENGLISH_CONTACT_FORM = {
  key: 'en-contact',
  kind: 'service',
  locale: 'en',
  path: ENGLISH_CONTACT_PATH,
  resultPath: ENGLISH_CONTACT_RESULT_PATH,
  topic: ENGLISH_CONTACT_FORM_LABELS.topic,
  fields: [
    inEnglish(NAME, L.name),
    inEnglish(EMAIL, L.email),
    inEnglish(COMPANY, L.company),
    inEnglish(NEED, L.need),
    more(INTL_MOBILE),
    more(inEnglish(JOB_TITLE, L.jobTitle)),
    inEnglish(PRIVACY_CONSENT, L.consent),
    inEnglish(MARKETING_CONSENT, L.marketingConsent),
  ],
  endpoint: 'leads',
  submitLabel: ENGLISH_CONTACT_FORM_LABELS.submitLabel,
  submitItemKey: 'en-lead-submit',
} as const satisfies RoutedFormDefinition<'en-contact'>;

export const ENGLISH_FORMS: readonly RoutedFormDefinition<EnglishFormKey>[] = [ENGLISH_CONTACT_FORM];

export type EnglishFormKey = typeof ENGLISH_CONTACT_FORM.key;

export const englishFormByKey = (key: string) => ENGLISH_FORMS.find((f) => f.key === key);
