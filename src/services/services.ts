import { CONTENT_API_PATHS } from '@/config/contentApi';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/services?industry=  (catalogue, optionally only the services of one industry)
export async function getServices(params: API.ServiceQuery = {}) {
  return request<API.ResponseStructure<API.ServiceSummary[]>>(`@platform${CONTENT_API_PATHS.services}`, {
    method: 'GET',
    params,
    expectData: answerShapes.list,
  });
}

// GET /api/platform/services/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getService(id: string) {
  return request<API.ResponseStructure<API.Service>>(`@platform${CONTENT_API_PATHS.service}`, {
    method: 'GET',
    params: { id },
    expectData: answerShapes.item,
  });
}

/** The catalogue (optionally one industry's) as a view's data. */
export const servicesQuery = (params: API.ServiceQuery = {}) => apiQuery(CONTENT_API_PATHS.services, params, getServices);
