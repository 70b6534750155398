/**
 * The rights request of the personal centre (/user), on the lead form engine: what the visitor asks for, and the rules
 * of the one-time code that confirms who is asking (the code's step is src/features/visitor/rights/ConfirmationStep.tsx,
 * beside the engine). Posted to /api/platform/privacy/requests; drafts, retries and messages as for a lead.
 */
import { FIELD_LABELS } from '../../content/labels/fields';
import { FORM_LABELS } from '../../content/labels/forms';
import { PRIVACY_REQUEST_LABELS as LABELS } from '../../content/labels/privacyRequests';
import type { FieldDefinition } from './fields';
import type { FormDefinition } from './types';

/** What a visitor may ask for online (PIPL Art. 15, 44–47). */
export type PrivacyRequestKind = 'withdrawMarketing' | 'withdrawCrossBorder' | 'copy' | 'delete' | 'correct' | 'restrict' | 'leaveNetwork';

/** What each request is called (src/content/labels/privacyRequests.ts): one for every kind. */
export const PRIVACY_REQUEST_LABELS: Readonly<Record<PrivacyRequestKind, string>> = LABELS;

/**
 * When a confirmed request takes effect: `now`, as the platform receives it (a withdrawal is as easy as the consent
 * was); or `answer`, by the answer day, once a person has done it (a copy to send, records to delete or correct).
 */
export const PRIVACY_REQUEST_EFFECT = {
  withdrawMarketing: 'now',
  withdrawCrossBorder: 'now',
  copy: 'answer',
  delete: 'answer',
  correct: 'answer',
  restrict: 'now',
  leaveNetwork: 'now',
} as const satisfies Record<PrivacyRequestKind, 'now' | 'answer'>;

/** The requests only an expert can make: they concern an application to the expert network. */
export const EXPERT_ONLY_REQUESTS: ReadonlySet<PrivacyRequestKind> = new Set(['withdrawCrossBorder', 'correct', 'leaveNetwork']);

export { PRIVACY_REQUEST_OUTCOMES, type PrivacyRequestOutcome } from './privacyOutcomes';

export const PRIVACY_REQUEST_KIND: FieldDefinition = {
  name: 'request',
  kind: 'radio',
  label: FIELD_LABELS.request.label,
  required: true,
  options: Object.entries(PRIVACY_REQUEST_LABELS).map(([value, label]) => ({ value, label })),
};

const NOTE: FieldDefinition = {
  name: 'note',
  kind: 'textarea',
  ...FIELD_LABELS.note,
  maxLength: 500,
};

/** The firm answers a rights request within this many working days (the confirmation names the day). */
export const PRIVACY_ANSWER_WORKING_DAYS = 15;

/** How a visitor confirms who is asking: a code by text message to a mainland mobile number, or by e-mail. */
export type VerificationChannel = 'sms' | 'email';

export const VERIFICATION_CHANNELS: readonly VerificationChannel[] = ['sms', 'email'];

/** The one-time code's rules, the same for the page and the platform. */
export const VERIFICATION_RULES = {
  /** Digits of a code. */
  codeLength: 6,
  /** A code is valid this long after it was sent. */
  validMinutes: 10,
  /** A new code for the same address can be asked for this long after the last one. */
  resendAfterSeconds: 60,
  /** Wrong tries a code allows; after the last one the code is void. */
  maxWrongTries: 5,
} as const;

export type PrivacyFormKey = 'privacyRequest' | 'privacyRequestSignedIn';

const base = {
  kind: 'privacy',
  topic: FORM_LABELS.privacyRequest.topic,
  endpoint: 'privacyRequests',
  submitLabel: FORM_LABELS.privacyRequest.submitLabel,
  submitItemKey: 'privacy-request-submit',
  fields: [PRIVACY_REQUEST_KIND, NOTE],
} as const;

/**
 * Who is asking is not a field of the engine: a code sent to a number or an address confirms it (the confirmation step
 * beside the form), or, signed in through WeChat, the openid that goes with every submission. Two keys, so the draft
 * of one does not come back in the other.
 */
export const PRIVACY_REQUEST_FORMS = {
  /** Not signed in: a code to the number or the address given in a form confirms who is asking. */
  privacyRequest: { ...base, key: 'privacyRequest' },
  /** Signed in through WeChat: the openid goes with the request; a code adds what was sent outside WeChat. */
  privacyRequestSignedIn: { ...base, key: 'privacyRequestSignedIn' },
} as const satisfies { [K in PrivacyFormKey]: FormDefinition<K> };

export const privacyFormByKey = (key: string): FormDefinition<PrivacyFormKey> | undefined =>
  Object.hasOwn(PRIVACY_REQUEST_FORMS, key) ? PRIVACY_REQUEST_FORMS[key as PrivacyFormKey] : undefined;
