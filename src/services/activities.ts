import { CONTENT_API_PATHS } from '@/config/contentApi';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/activities
export async function getActivities(params: API.ActivityQuery, options?: { skipErrorHandler?: boolean }) {
  return request<API.ResponseStructure<API.Paged<API.Activity>>>(`@platform${CONTENT_API_PATHS.activities}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

// GET /api/platform/activities/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getActivity(id: string) {
  return request<API.ResponseStructure<API.Activity>>(`@platform${CONTENT_API_PATHS.activity}`, {
    method: 'GET',
    params: { id },
    expectData: answerShapes.item,
  });
}

/** A page of activities as a view's data. */
export const activitiesQuery = (params: API.ActivityQuery, options?: { skipErrorHandler?: boolean }) =>
  apiQuery(CONTENT_API_PATHS.activities, params, (p) => getActivities(p, options));
