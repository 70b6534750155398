/** How an activity is presented: its format and status texts, places, and its call to action. */
import type * as API from '@/api';
import { activityFormPath, activityReplayFormPath } from '@/config/itemPaths';

type ActivityLike = Pick<API.Activity, 'id' | 'status' | 'quota' | 'registered' | 'replayAvailable'>;

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

/** Places still free (never negative). */
export const placesLeft = (a: Pick<API.Activity, 'quota' | 'registered'>) => Math.max(0, a.quota - a.registered);

/** Whether a visitor may register now. */
export const isRegistrable = (a: Pick<API.Activity, 'status' | 'quota' | 'registered'>) => a.status === 'open' && placesLeft(a) > 0;

export type ActivityCta =
  { kind: 'register'; label: string; path: string } | { kind: 'replay'; label: string; path: string } | { kind: 'none'; label: string };

/** Registration when open with places left, replay when held with a recording, else a plain status. */
export function activityCta(a: ActivityLike): ActivityCta {
  if (isRegistrable(a)) return { kind: 'register', label: '立即报名', path: activityFormPath(a.id) };
  if (a.status === 'past') {
    return a.replayAvailable
      ? { kind: 'replay', label: '申请观看回放', path: activityReplayFormPath(a.id) }
      : { kind: 'none', label: '活动已结束，暂无回放' };
  }
  if (a.status === 'open' || a.status === 'full') return { kind: 'none', label: '名额已满' };
  if (a.status === 'closed') return { kind: 'none', label: '报名已截止' };
  return { kind: 'none', label: '报名尚未开放，敬请期待' };
}

/** Status badge text; an open activity without places reads as full. */
export function activityStatusText(a: ActivityLike): string {
  if (a.status === 'open' && placesLeft(a) === 0) return ACTIVITY_STATUS_TEXT.full;
  if (a.status === 'past' && a.replayAvailable) return '已结束 · 可看回放';
  return ACTIVITY_STATUS_TEXT[a.status];
}

/** Tone of the status badge. */
export function activityStatusTone(a: ActivityLike): 'open' | 'soon' | 'muted' {
  if (isRegistrable(a)) return 'open';
  if (a.status === 'upcoming') return 'soon';
  return 'muted';
}

/**
 * Places left, only while registration is open (a closed, full, past or not yet open activity shows none, so its
 * status never stands beside a count of free places); null otherwise.
 */
export const placesText = (a: Pick<API.Activity, 'quota' | 'registered' | 'status'>): string | null =>
  isRegistrable(a) ? `剩余 ${placesLeft(a)} / ${a.quota} 个名额` : null;

/** An activity's facts with the places while registration is open. */
export const placesFact = (a: Pick<API.Activity, 'quota' | 'registered' | 'status'>): { label: string; value: string }[] => {
  const text = placesText(a);
  return text ? [{ label: '名额', value: text }] : [];
};
