/**
 * The English forms' own words: the engine's, its controls', the side column's, the note under the button, why a
 * submission failed and the result card's, each in the shape of the Chinese (src/content/ui/). The fields' words are in
 * src/content/labels/englishForms.ts, the consents' in ./consents.ts, the messages of the rules in ./validation.ts.
 */
import type { FieldControlWords, FormBodyWords, LeadFormEngineWords, ResultCardWords } from '../ui/leadForms';
import type { SubmissionFailures } from '../ui/submission';
import { IN_CHINESE } from './inChinese';

export const ENGLISH_FIELD_CONTROL: FieldControlWords = {
  ratingTips: ['Very poor', 'Poor', 'Fair', 'Good', 'Very good'],
  selectPlaceholder: 'Please choose',
  dateLoading: 'Loading the calendar…',
  privacyAgree: 'I have read the ',
  privacyLink: 'personal information notice',
};

export const ENGLISH_LEAD_FORM_ENGINE: LeadFormEngineWords = {
  progress: 'Progress',
  answered: 'Answered',
  ofTotal: (total: number) => `of ${total}`,
  draftRestored: (savedAt: string) => `We have restored what you had not sent yet (saved ${savedAt}, Beijing time).`,
  draftKept: (days: number) => `What you type is kept on this device as a draft for up to ${days} days, and deleted once it is sent.`,
  clearDraft: 'Clear draft',
  moreTitle: 'More details (optional)',
  moreText: 'They help the consultant prepare; leave them blank and we will ask when we reply.',
  honeypot: 'Leave this empty',
  retry: 'Send again',
  submitting: 'Sending…',
};

export const ENGLISH_FORM_BODY: FormBodyWords = {
  asideLabel: 'About this form',
  highlights: 'What you get',
  contactTitle: 'Or contact us directly',
  phone: 'Phone (from within China)',
  email: 'Email',
  privacyBefore: 'Weekdays 9:00–18:00, Beijing time. How we use and protect your information: our ',
  privacyLink: 'personal information notice',
  complianceBefore: '. How expert calls stay compliant: our ',
  complianceLink: 'compliance centre',
  complianceAfter: '.',
  formLabel: 'The form',
  loading: 'Loading the form…',
};

/** Under the button. */
export const ENGLISH_FORM_NOTE =
  'We use your information as our personal information notice and the boxes you tick say, and never sell it.';

/** Said of the visitor's answers after every failure but a field error. */
const KEPT = 'What you entered is kept';

/** The platform's own messages are in Chinese: an English visitor reads why in English instead. */
export const ENGLISH_SUBMISSION_FAILURES: SubmissionFailures = {
  fields: () => 'Some answers need a change: please see the notes under the fields, then send again.',
  biz: () => `What you sent could not be accepted just now. ${KEPT}: please try again later, or email us.`,
  timeout: `The server did not answer in time, so nothing was sent. ${KEPT}: please press “Send again” in a moment.`,
  http: (status: number) => `The service is unavailable (${status}), so nothing was sent. ${KEPT}: please press “Send again” in a moment.`,
  network: `The connection dropped, so nothing was sent. ${KEPT}: please check your connection and press “Send again”.`,
  invalid: `We could not read the server’s answer, so we cannot confirm that the form arrived. ${KEPT}: please press “Send again” (it will not be sent twice).`,
  unknown: () => `The form was not sent. ${KEPT}.`,
};

export const ENGLISH_RESULT_CARD: ResultCardWords = {
  reference: ' Reference: ',
  pendingTitle: 'Your confirmation will show here',
  next: 'What happens next',
  pendingNext: 'After you send the form',
  related: 'You may also want to read',
  home: 'Back to the English home page',
  contactPhone: 'Questions? Call',
  contactEmail: ' (from within China), or email',
  recordsBefore: '. Your submissions are listed in the ',
  recordsLink: `personal centre (${IN_CHINESE})`,
  recordsAfter: '.',
};
