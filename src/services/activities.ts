import { request } from '@umijs/max';

// GET /api/platform/activities
export async function getActivities(params: API.ActivityQuery, options?: { skipErrorHandler?: boolean }) {
  return request<API.ResponseStructure<API.Paged<API.Activity>>>('@platform/api/platform/activities', {
    method: 'GET',
    params,
    ...options,
  });
}

// GET /api/platform/activities/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getActivity(id: string) {
  return request<API.ResponseStructure<API.Activity>>('@platform/api/platform/activities/detail', {
    method: 'GET',
    params: { id },
  });
}

/** Places still free (never negative). */
export const placesLeft = (a: Pick<API.Activity, 'quota' | 'registered'>) => Math.max(0, a.quota - a.registered);

/** Whether a visitor may register now. */
export const isRegistrable = (a: Pick<API.Activity, 'status' | 'quota' | 'registered'>) =>
  a.status === 'open' && placesLeft(a) > 0;

export const ACTIVITY_STATUS_TEXT: Record<API.ActivityStatus, string> = {
  upcoming: '即将开放报名',
  open: '报名中',
  full: '名额已满',
  closed: '报名已截止',
  past: '已结束',
};

export const ACTIVITY_FORMAT_TEXT: Record<API.ActivityFormat, string> = {
  online: '线上会议',
  offline: '线下活动',
  live: '直播',
};
