/**
 * The failures QA can force, so every error display can be seen on purpose. Read only by the QA panel (/test, built
 * with QA_PANEL=1), the mocks and the tests: the lint gate keeps them out of everything a production build ships.
 */

/** A landing id the mocked industry API answers with a non-1000 code. */
export const INDUSTRY_FAILURE_ID = '0';

/** The error displays the mocked GET /api/platform/qa/error answers with. */
export type QaErrorCase = '0' | '1' | '2' | '4' | '9' | 'no-info' | 'http-500';

export const QA_ERROR_CASES: readonly { kind: QaErrorCase; label: string }[] = [
  { kind: '0', label: '静默（0）' },
  { kind: '1', label: '警告提示（1）' },
  { kind: '2', label: '错误提示（2）' },
  { kind: '4', label: '通知（4）' },
  { kind: '9', label: '跳转错误页（9）' },
  { kind: 'no-info', label: '无信息错误' },
  { kind: 'http-500', label: 'HTTP 500' },
];

/** POST here (mocks only) and the next lead submission fails in the given way. */
export const LEAD_FAIL_NEXT_PATH = '/api/platform/qa/leads/fail-next';

export type LeadFailMode = 'network' | 'http-500' | 'biz-0' | 'biz-1' | 'biz-2' | 'biz-4' | 'biz-9';

export const LEAD_FAIL_MODES: readonly { mode: LeadFailMode; label: string }[] = [
  { mode: 'network', label: '网络中断（已入库，应答丢失）' },
  { mode: 'http-500', label: 'HTTP 500' },
  { mode: 'biz-0', label: 'success: false · 静默（0）' },
  { mode: 'biz-1', label: 'success: false · 警告（1）' },
  { mode: 'biz-2', label: 'success: false · 错误（2）' },
  { mode: 'biz-4', label: 'success: false · 通知（4）' },
  { mode: 'biz-9', label: 'success: false · 跳转（9）' },
];

/**
 * POST here (mocks only) with `{ to }`: the newest code sent to that number or e-mail expires now, so the message of an
 * expired code can be seen without waiting its 10 minutes.
 */
export const VERIFICATION_EXPIRE_PATH = '/api/platform/qa/verification/expire';
