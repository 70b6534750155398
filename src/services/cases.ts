import { CONTENT_API_PATHS } from '@/config/contentApi';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/cases?industry=&service=&page=&pageSize=  (newest first)
export async function getCases(params: API.CaseQuery = {}, options?: { skipErrorHandler?: boolean }) {
  return request<API.ResponseStructure<API.Paged<API.CaseSummary>>>(`@platform${CONTENT_API_PATHS.cases}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

// GET /api/platform/cases/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getCase(id: string) {
  return request<API.ResponseStructure<API.CaseStudy>>(`@platform${CONTENT_API_PATHS.case}`, {
    method: 'GET',
    params: { id },
    expectData: answerShapes.item,
  });
}

/** A page of cases as a view's data. */
export const casesQuery = (params: API.CaseQuery = {}) => apiQuery(CONTENT_API_PATHS.cases, params, getCases);
