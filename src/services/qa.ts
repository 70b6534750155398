import { LEAD_FAIL_NEXT_PATH, type QaErrorCase } from '@/qa/switches';
import { request } from '@/request/send';

/** GET /api/platform/qa/error: answers the requested error so QA can see each display. */
export async function triggerQaError(kind: QaErrorCase) {
  return request<API.ResponseStructure>('@platform/api/platform/qa/error', { method: 'GET', params: { kind } });
}

/** POST /api/platform/qa/leads/fail-next (mocks only): the next submission fails in the given way. */
export async function failNextLead(body: API.LeadFailNext) {
  return request<API.ResponseStructure<API.LeadFailNext>>(`@platform${LEAD_FAIL_NEXT_PATH}`, { method: 'POST', data: body });
}
