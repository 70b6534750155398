import { CONTENT_KINDS } from '@/config/contentKinds';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/activities
export async function getActivities(params: API.ActivityQuery, options?: { skipErrorHandler?: boolean }) {
  return request<API.ResponseStructure<API.Paged<API.Activity>>>(`@platform${CONTENT_KINDS.activity.list}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

/** A page of activities as a view's data. */
export const activitiesQuery = (params: API.ActivityQuery, options?: { skipErrorHandler?: boolean }) =>
  apiQuery(CONTENT_KINDS.activity.list, params, (p) => getActivities(p, options));
