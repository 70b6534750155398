/**
 * The English forms' words that their definitions carry (src/config/forms/englishForms.ts): each field's label, hint,
 * placeholder, messages and choices, each form's topic and button. A leaf: the settings read it. The rest of an English
 * form's words are in src/content/en/.
 */
import type { FieldWords } from './fields';

/** What no paid call can follow, whatever the rest of the application says. */
const NO_PAID_CALL =
  'We keep your application, but arrange no paid calls for you until this changes; when it does, please tell our expert team.';

export const ENGLISH_FIELD_LABELS = {
  name: { label: 'Full name' },
  email: { label: 'Work email', help: 'We reply to this address.' },
  company: { label: 'Company' },
  need: {
    label: 'Your question',
    requiredMessage: 'Please tell us your question',
    help: 'The industry, the question you need an expert for, and your timing: at least 10 characters.',
  },
  mobile: {
    label: 'Mobile number',
    help: 'With your country code. A consultant may call or message you.',
    placeholder: '+44 7400 123456',
  },
  jobTitle: { label: 'Job title', help: 'For example: investment analyst, head of strategy.' },
  consent: { label: 'Personal information notice' },
  marketingConsent: { label: 'Event invitations and research updates' },

  // The expert application.
  expertMobile: {
    label: 'Mobile number',
    help: 'With your country code: our expert team calls you to confirm your background.',
    placeholder: '+65 9123 4567',
  },
  expertEmail: { label: 'Email' },
  employer: { label: 'Current or most recent employer', help: 'Clients never see it without your consent to a given project.' },
  expertJobTitle: { label: 'Job title', help: 'For example: head of procurement, R&D director.' },
  industry: { label: 'Industry', placeholder: 'Choose an industry' },
  years: {
    label: 'Years in the industry',
    placeholder: 'Choose',
    choices: {
      from3to5: { label: '3–5 years' },
      from5to10: { label: '5–10 years' },
      from10to15: { label: '10–15 years' },
      over15: { label: 'More than 15 years' },
    },
  },
  expertise: {
    label: 'Areas of expertise',
    placeholder: 'For example: battery cells, channel sales',
    help: 'Press Enter or type a comma after each; at most 8, each up to 20 characters.',
  },
  profileUrl: {
    label: 'Profile link',
    placeholder: 'https://www.linkedin.com/in/…',
    help: 'Optional: your LinkedIn or Maimai profile helps us confirm your background sooner.',
    invalidMessage: 'The profile link must be an https:// link to LinkedIn (linkedin.com) or Maimai (maimai.cn), or be left empty',
  },
  note: { label: 'Anything else', help: 'Optional: topics you would rather not discuss, times that suit you, languages you speak.' },
  classifiedPost: {
    label: 'Do you hold a classified post, or handle state secrets in your work?',
    requiredMessage: 'Please answer whether you hold a classified post or handle state secrets',
    choices: {
      no: { label: 'No' },
      yes: { label: 'Yes', note: `People in classified posts or handling state secrets take no paid calls. ${NO_PAID_CALL}` },
    },
  },
  employerBansConsulting: {
    label: 'Does your current employer forbid paid outside consulting?',
    requiredMessage: 'Please answer whether your employer forbids paid outside consulting',
    choices: {
      no: { label: 'No' },
      yes: { label: 'Yes', note: `Where an employer forbids outside consulting, we arrange no paid calls. ${NO_PAID_CALL}` },
      unsure: {
        label: 'Not sure',
        note: 'Please check your employment contract or staff handbook, or ask your HR team; until you have, we arrange no paid calls for you.',
      },
    },
  },
  pledge: {
    label: 'Compliance pledge',
    requiredMessage:
      'Please tick the compliance pledge: every expert keeps to confidentiality and shares no inside information, which protects you and our clients',
  },
  sharingConsent: { label: 'Sharing my background summary with clients' },
  crossBorderConsent: { label: 'Introductions to clients abroad' },
} as const satisfies Record<string, FieldWords>;

/** Each English form: what the lead is filed under, and its button. */
export const ENGLISH_FORM_LABELS = {
  'en-contact': { topic: 'Enquiry from the English site', submitLabel: 'Send enquiry' },
  'en-expert-apply': { topic: 'Expert application from the English site', submitLabel: 'Send application' },
} as const;
