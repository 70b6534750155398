import { CONTENT_KINDS } from '@/config/contentKinds';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/services?industry=  (catalogue, optionally only the services of one industry)
export async function getServices(params: API.ServiceQuery = {}) {
  return request<API.ResponseStructure<API.ServiceSummary[]>>(`@platform${CONTENT_KINDS.service.list}`, {
    method: 'GET',
    params,
    expectData: answerShapes.list,
  });
}

/** The catalogue (optionally one industry's) as a view's data. */
export const servicesQuery = (params: API.ServiceQuery = {}) => apiQuery(CONTENT_KINDS.service.list, params, getServices);
