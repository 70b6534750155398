/**
 * The failures QA can force, so every error display can be seen on purpose. Read only by the QA panel (/test, built
 * with QA_PANEL=1), the mocks and the tests: the lint gate keeps them out of everything a production build ships.
 */
import { QA_SWITCHES } from '../content/ui/qaSwitches';

/** A landing id the mocked industry API answers with a non-1000 code. */
export const INDUSTRY_FAILURE_ID = '0';

/** The error displays the mocked GET /api/platform/qa/error answers with. */
export type QaErrorCase = '0' | '1' | '2' | '4' | '9' | 'no-info' | 'http-500';

export const QA_ERROR_CASES: readonly { kind: QaErrorCase; label: string }[] = [
  { kind: '0', label: QA_SWITCHES.errorCases['0'] },
  { kind: '1', label: QA_SWITCHES.errorCases['1'] },
  { kind: '2', label: QA_SWITCHES.errorCases['2'] },
  { kind: '4', label: QA_SWITCHES.errorCases['4'] },
  { kind: '9', label: QA_SWITCHES.errorCases['9'] },
  { kind: 'no-info', label: QA_SWITCHES.errorCases['no-info'] },
  { kind: 'http-500', label: QA_SWITCHES.errorCases['http-500'] },
];

/** POST here (mocks only) and the next lead submission fails in the given way. */
export const LEAD_FAIL_NEXT_PATH = '/api/platform/qa/leads/fail-next';

export type LeadFailMode = 'network' | 'http-500' | 'biz-0' | 'biz-1' | 'biz-2' | 'biz-4' | 'biz-9';

export const LEAD_FAIL_MODES: readonly { mode: LeadFailMode; label: string }[] = [
  { mode: 'network', label: QA_SWITCHES.leadFailModes.network },
  { mode: 'http-500', label: QA_SWITCHES.leadFailModes['http-500'] },
  { mode: 'biz-0', label: QA_SWITCHES.leadFailModes['biz-0'] },
  { mode: 'biz-1', label: QA_SWITCHES.leadFailModes['biz-1'] },
  { mode: 'biz-2', label: QA_SWITCHES.leadFailModes['biz-2'] },
  { mode: 'biz-4', label: QA_SWITCHES.leadFailModes['biz-4'] },
  { mode: 'biz-9', label: QA_SWITCHES.leadFailModes['biz-9'] },
];

/**
 * POST here (mocks only) with `{ to }`: the newest code sent to that number or e-mail expires now, so the message of an
 * expired code can be seen without waiting its 10 minutes.
 */
export const VERIFICATION_EXPIRE_PATH = '/api/platform/qa/verification/expire';
