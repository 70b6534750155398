import type * as API from '@/api';
import { PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { LEAD_FAIL_NEXT_PATH, type QaErrorCase, VERIFICATION_EXPIRE_PATH } from '@/qa/switches';
import { request } from '@/request/send';

/** GET /api/platform/qa/error: answers the requested error so QA can see each display. */
export async function triggerQaError(kind: QaErrorCase) {
  return request<API.ResponseStructure>('@platform/api/platform/qa/error', { method: 'GET', params: { kind } });
}

/** POST /api/platform/qa/leads/fail-next (mocks only): the next submission fails in the given way. */
export async function failNextLead(body: API.LeadFailNext) {
  return request<API.ResponseStructure<API.LeadFailNext>>(`@platform${LEAD_FAIL_NEXT_PATH}`, { method: 'POST', data: body });
}

/** GET /api/platform/privacy/verify (mocks only): the one-time codes sent, newest first, as a visitor would receive them. */
export async function listSentCodes() {
  return request<API.ResponseStructure<API.SentVerificationList>>(`@platform${PRIVACY_VERIFY_PATH}`, {
    method: 'GET',
    skipErrorHandler: true,
  });
}

/** POST /api/platform/qa/verification/expire (mocks only): the newest code sent to this number or e-mail expires now. */
export async function expireSentCode(to: string) {
  return request<API.ResponseStructure>(`@platform${VERIFICATION_EXPIRE_PATH}`, { method: 'POST', data: { to }, skipErrorHandler: true });
}
