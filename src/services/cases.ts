import { CONTENT_KINDS } from '@/config/contentKinds';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/cases?industry=&service=&page=&pageSize=  (newest first)
export async function getCases(params: API.CaseQuery = {}, options?: { skipErrorHandler?: boolean }) {
  return request<API.ResponseStructure<API.Paged<API.CaseSummary>>>(`@platform${CONTENT_KINDS.case.list}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

/** A page of cases as a view's data. */
export const casesQuery = (params: API.CaseQuery = {}) => apiQuery(CONTENT_KINDS.case.list, params, getCases);
