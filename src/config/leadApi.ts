/**
 * Contract between the lead form engine and the leads API (src/services/leads.ts, mock/platform/leads.ts):
 * endpoints and anti-spam thresholds. Plain data.
 */

/** Where a form's answers go: a lead, answers to the preference survey, an expert's application, a rights request. */
export type SubmitEndpoint = 'leads' | 'surveyAnswers' | 'expertApplications' | 'privacyRequests';

export const LEAD_API_PATHS = {
  leads: '/api/platform/leads',
  surveyAnswers: '/api/platform/surveys/answers',
  expertApplications: '/api/platform/experts/applications',
  /** A visitor's request about their own information (/user): withdraw, copy, delete, correct, restrict, leave the network. */
  privacyRequests: '/api/platform/privacy/requests',
} as const satisfies Record<SubmitEndpoint, string>;

/**
 * One-time codes that confirm who sends a rights request: POST sends a code to a mobile number or an e-mail address
 * (src/services/privacy.ts); GET lists the codes sent, for QA only (src/services/qa.ts, the mocks).
 */
export const PRIVACY_VERIFY_PATH = '/api/platform/privacy/verify';

/** A submission sent sooner than this after the form opened is treated as a bot. */
export const MIN_FILL_MS = 2500;

/** Name of the hidden honeypot input: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Client timeout of a submission. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** Error code of an answer listing field errors (data.fieldErrors). */
export const VALIDATION_ERROR_CODE = 'VALIDATION';
