/**
 * Contract between the lead form engine and the leads API (src/services/leads.ts, mock/leads.ts):
 * endpoints, anti-spam thresholds and the QA failure modes. Plain data.
 */

/** Where a form's answers go: a lead, or answers to the preference survey. */
export type SubmitEndpoint = 'leads' | 'surveyAnswers';

export const LEAD_API_PATHS = {
  leads: '/api/platform/leads',
  surveyAnswers: '/api/platform/surveys/answers',
  failNext: '/api/platform/qa/leads/fail-next',
} as const;

/** A submission sent sooner than this after the form opened is treated as a bot. */
export const MIN_FILL_MS = 2500;

/** Name of the hidden honeypot input: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Client timeout of a submission. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export type LeadFailMode = 'network' | 'http-500' | 'biz-0' | 'biz-1' | 'biz-2' | 'biz-4' | 'biz-9';

/** The failures QA can force on the next submission (the /test panel, the browser tests). */
export const LEAD_FAIL_MODES: readonly { mode: LeadFailMode; label: string }[] = [
  { mode: 'network', label: '网络中断（已入库，应答丢失）' },
  { mode: 'http-500', label: 'HTTP 500' },
  { mode: 'biz-0', label: 'success: false · 静默（0）' },
  { mode: 'biz-1', label: 'success: false · 警告（1）' },
  { mode: 'biz-2', label: 'success: false · 错误（2）' },
  { mode: 'biz-4', label: 'success: false · 通知（4）' },
  { mode: 'biz-9', label: 'success: false · 跳转（9）' },
];

/** Error code of an answer listing field errors (data.fieldErrors). */
export const VALIDATION_ERROR_CODE = 'VALIDATION';
