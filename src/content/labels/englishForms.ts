/**
 * The English forms' words that their definitions carry (src/config/forms/englishForms.ts): each field's label, hint
 * and placeholder, the topic and the button. A leaf: the settings read it. The rest of an English form's words are in
 * src/content/en/.
 */
import type { FieldWords } from './fields';

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
} as const satisfies Record<string, FieldWords>;

/** The English enquiry form: what the lead is filed under, and its button. */
export const ENGLISH_CONTACT_FORM_LABELS = {
  topic: 'Enquiry from the English site',
  submitLabel: 'Send enquiry',
} as const;
