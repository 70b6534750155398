/** How an activity is presented: Beijing-time dates, its call to action and its status text. */
import { INDUSTRY_LANDINGS } from '@/config/industries';
import { ACTIVITY_STATUS_TEXT, isRegistrable, placesLeft } from '@/services/activities';

type ActivityLike = Pick<API.Activity, 'id' | 'status' | 'quota' | 'registered' | 'replayAvailable'>;

export type ActivityCta =
  | { kind: 'register'; label: string; path: string }
  | { kind: 'replay'; label: string; path: string }
  | { kind: 'none'; label: string };

/** Registration when open with places left, replay when held with a recording, else a plain status. */
export function activityCta(a: ActivityLike): ActivityCta {
  const id = encodeURIComponent(a.id);
  if (isRegistrable(a)) return { kind: 'register', label: '立即报名', path: `/activeForm?id=${id}` };
  if (a.status === 'past') {
    return a.replayAvailable
      ? { kind: 'replay', label: '申请观看回放', path: `/activeFormBackLive?id=${id}` }
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

export const placesText = (a: Pick<API.Activity, 'quota' | 'registered' | 'status'>) =>
  a.status === 'past' ? `共 ${a.quota} 个名额` : `剩余 ${placesLeft(a)} / ${a.quota} 个名额`;

const BEIJING_OFFSET_MS = 8 * 3600_000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Parts of an ISO time as seen in Beijing (UTC+8), whatever the visitor's time zone. */
export function beijingParts(iso: string) {
  const d = new Date(Date.parse(iso) + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: WEEKDAYS[d.getUTCDay()],
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/** "2026年12月10日（周四）13:30–17:30（北京时间）"; a second date is named when it ends another day. */
export function formatActivityTime(startIso: string, endIso: string): string {
  const s = beijingParts(startIso);
  const e = beijingParts(endIso);
  const sameDay = s.year === e.year && s.month === e.month && s.day === e.day;
  const end = sameDay ? e.time : `${e.month}月${e.day}日 ${e.time}`;
  return `${s.year}年${s.month}月${s.day}日（周${s.weekday}）${s.time}–${end}`;
}

export const industryName = (slug: string): string => INDUSTRY_LANDINGS.find((i) => i.slug === slug)?.name ?? '综合';

/** Only the hours when the activity starts and ends the same day ("19:00–20:30"), else the full range. */
export function formatActivityClock(startIso: string, endIso: string): string {
  const s = beijingParts(startIso);
  const e = beijingParts(endIso);
  const sameDay = s.year === e.year && s.month === e.month && s.day === e.day;
  return sameDay ? `${s.time}–${e.time}` : formatActivityTime(startIso, endIso);
}
