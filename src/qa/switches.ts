/**
 * The failures QA can force, so every error display can be seen on purpose. Read only by the QA panel (/test, built
 * with QA_PANEL=1), the mocks and the tests: the lint gate keeps them out of everything a production build ships.
 */
import { QA_SWITCHES } from '../content/ui/qaSwitches';

/** A landing id the mocked industry API answers with a non-1000 code. */
export const INDUSTRY_FAILURE_ID = '0';

/** A catalogue of labels as [key, label] pairs, typed by its keys. */
function labelled<K extends string>(labels: Record<K, string>): [K, string][] {
  return Object.entries(labels) as [K, string][];
}

/** The error displays the mocked GET /api/platform/qa/error answers with: the keys of their labels. */
export type QaErrorCase = keyof typeof QA_SWITCHES.errorCases;

// Object.entries puts integer-like keys ('0' … '9') first, ascending, then the rest as written: the order wanted here.
export const QA_ERROR_CASES: readonly { kind: QaErrorCase; label: string }[] = labelled(QA_SWITCHES.errorCases).map(([kind, label]) => ({
  kind,
  label,
}));

/** POST here (mocks only) and the next lead submission fails in the given way. */
export const LEAD_FAIL_NEXT_PATH = '/api/platform/qa/leads/fail-next';

export type LeadFailMode = keyof typeof QA_SWITCHES.leadFailModes;

export const LEAD_FAIL_MODES: readonly { mode: LeadFailMode; label: string }[] = labelled(QA_SWITCHES.leadFailModes).map(
  ([mode, label]) => ({ mode, label }),
);

/**
 * POST here (mocks only) with `{ to }`: the newest code sent to that number or e-mail expires now, so the message of an
 * expired code can be seen without waiting its 10 minutes.
 */
export const VERIFICATION_EXPIRE_PATH = '/api/platform/qa/verification/expire';
