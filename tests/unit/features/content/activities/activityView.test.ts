import { activityCta, activityStatusText, placesFact, placesText } from '@/features/content/activities/activityView';
import { formatClockRange, formatTimeRange } from '@/lib/beijingTime';

const base = { id: 'act-1', quota: 100, registered: 40, replayAvailable: false };

describe('activity call to action', () => {
  it('registers an open activity with places left', () => {
    expect(activityCta({ ...base, status: 'open' })).toEqual({ kind: 'register', label: '立即报名', path: '/activeForm?id=act-1' });
  });

  it('offers the replay of a past activity that has one', () => {
    expect(activityCta({ ...base, status: 'past', replayAvailable: true })).toEqual({
      kind: 'replay',
      label: '申请观看回放',
      path: '/activeFormBackLive?id=act-1',
    });
  });

  it('says in Chinese why there is nothing to do otherwise', () => {
    expect(activityCta({ ...base, status: 'past' })).toEqual({ kind: 'none', label: '活动已结束，暂无回放' });
    expect(activityCta({ ...base, status: 'full' }).label).toBe('名额已满');
    expect(activityCta({ ...base, status: 'open', registered: 100 }).label).toBe('名额已满');
    expect(activityCta({ ...base, status: 'closed' }).label).toBe('报名已截止');
    expect(activityCta({ ...base, status: 'upcoming' }).label).toBe('报名尚未开放，敬请期待');
  });

  it('encodes the id in the form link', () => {
    expect(activityCta({ ...base, id: 'a&b', status: 'open' })).toMatchObject({ path: '/activeForm?id=a%26b' });
  });
});

describe('activity status and places', () => {
  it('shows an open activity without places as full', () => {
    expect(activityStatusText({ ...base, status: 'open', registered: 120 })).toBe('名额已满');
    expect(activityStatusText({ ...base, status: 'open' })).toBe('报名中');
    expect(activityStatusText({ ...base, status: 'past', replayAvailable: true })).toBe('已结束 · 可看回放');
  });

  it('counts the places left only while registration is open', () => {
    expect(placesText({ ...base, status: 'open' })).toBe('剩余 60 / 100 个名额');
    expect(placesFact({ ...base, status: 'open' })).toEqual([{ label: '名额', value: '剩余 60 / 100 个名额' }]);
    // A closed, full, past or not yet open activity shows no count of free places beside its status.
    for (const status of ['closed', 'full', 'past', 'upcoming'] as const) {
      expect(placesText({ ...base, status })).toBeNull();
      expect(placesFact({ ...base, status })).toEqual([]);
    }
    expect(placesText({ ...base, status: 'open', registered: 130 })).toBeNull();
  });
});

describe('activity times in Beijing time', () => {
  it('formats a same-day activity with weekday and hours', () => {
    expect(formatTimeRange('2026-12-10T13:30:00+08:00', '2026-12-10T17:30:00+08:00')).toBe('2026年12月10日（周四）13:30–17:30');
    expect(formatClockRange('2026-12-10T13:30:00+08:00', '2026-12-10T17:30:00+08:00')).toBe('13:30–17:30');
  });

  it('reads times given in another offset as Beijing time', () => {
    expect(formatTimeRange('2026-12-31T16:00:00Z', '2026-12-31T17:00:00Z')).toBe('2027年1月1日（周五）00:00–01:00');
  });

  it('names the end date of an activity that ends another day', () => {
    expect(formatTimeRange('2026-12-10T20:00:00+08:00', '2026-12-11T09:00:00+08:00')).toBe('2026年12月10日（周四）20:00–12月11日 09:00');
  });
});
