import { request } from '@/request/send';

export type QaErrorCase = '0' | '1' | '2' | '4' | '9' | 'no-info' | 'http-500';

/** GET /api/platform/qa/error: answers the requested error so QA can see each display. */
export async function triggerQaError(kind: QaErrorCase) {
  return request<API.ResponseStructure>('@platform/api/platform/qa/error', { method: 'GET', params: { kind } });
}
