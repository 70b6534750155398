import {
  ACTIVITY_PAGE_SIZE,
  activityFilterToSearch,
  pageCount,
  parseActivityFilter,
  toActivityQuery,
  updateActivityFilter,
} from '@/features/content/activities/activityFilter';

import { queryActivities } from '../../../../../mock/platform/items';

describe('activity filter <-> query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseActivityFilter('')).toEqual({ when: 'upcoming', industry: undefined, format: undefined, page: 1 });
  });

  it('reads every field of a full query', () => {
    expect(parseActivityFilter('when=past&industry=seven&format=online&page=2')).toEqual({
      when: 'past',
      industry: 'seven',
      format: 'online',
      page: 2,
    });
  });

  it('ignores unknown or malformed values instead of failing', () => {
    expect(parseActivityFilter('when=tomorrow&industry=nine&format=radio&page=-3')).toEqual({
      when: 'upcoming',
      industry: undefined,
      format: undefined,
      page: 1,
    });
    expect(parseActivityFilter('page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(activityFilterToSearch({ when: 'upcoming', page: 1 })).toBe('');
    const search = activityFilterToSearch({ when: 'past', industry: 'six', format: 'live', page: 3 });
    expect(search).toBe('when=past&industry=six&format=live&page=3');
    expect(activityFilterToSearch(parseActivityFilter(search))).toBe(search);
  });

  it('starts again at page 1 when a filter changes, but not when the page changes', () => {
    const onPage2 = parseActivityFilter('when=past&page=2');
    expect(updateActivityFilter(onPage2, { format: 'offline' })).toMatchObject({ format: 'offline', page: 1 });
    expect(updateActivityFilter(onPage2, { when: 'upcoming' }).page).toBe(1);
    expect(updateActivityFilter(onPage2, { page: 3 })).toMatchObject({ when: 'past', page: 3 });
    expect(updateActivityFilter(parseActivityFilter('format=live'), { format: undefined }).format).toBeUndefined();
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(ACTIVITY_PAGE_SIZE)).toBe(1);
    expect(pageCount(ACTIVITY_PAGE_SIZE + 1)).toBe(2);
  });
});

describe('activity filter against the activities mock', () => {
  const run = (search: string) => queryActivities(toActivityQuery(parseActivityFilter(search)));

  it('pages the upcoming list by the page size', () => {
    const first = run('');
    expect(first.pageSize).toBe(ACTIVITY_PAGE_SIZE);
    expect(first.list).toHaveLength(Math.min(ACTIVITY_PAGE_SIZE, first.total));
    const second = run('page=2');
    expect(second.list.map((a) => a.id)).not.toContain(first.list[0].id);
    expect(first.list.length + second.list.length).toBe(Math.min(first.total, 2 * ACTIVITY_PAGE_SIZE));
  });

  it('keeps past and upcoming apart', () => {
    expect(run('when=past').list.every((a) => a.status === 'past')).toBe(true);
    expect(run('').list.every((a) => a.status !== 'past')).toBe(true);
  });

  it('filters by industry and format together', () => {
    const result = run('when=past&industry=six&format=online');
    expect(result.total).toBeGreaterThan(0);
    expect(result.list.every((a) => a.industry === 'six' && a.format === 'online' && a.status === 'past')).toBe(true);
    expect(run('industry=five&format=offline').total).toBe(0);
  });
});
