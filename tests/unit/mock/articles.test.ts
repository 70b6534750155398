import { HOT_TOPICS } from '../../../mock/data/hotTopics';
import { INSIGHTS } from '../../../mock/data/insights';
import { DEFAULT_PAGE_SIZE, findItem, MAX_PAGE_SIZE, pageArticles, queryHotTopics, queryInsights } from '../../../mock/platform/items';

const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || dates[i - 1] >= d);

describe('article list shaping (mock API)', () => {
  it('lists hot topics newest first, with the default page size', () => {
    const page = queryHotTopics({});
    expect(page.total).toBe(HOT_TOPICS.length);
    expect(page.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(page.list).toHaveLength(DEFAULT_PAGE_SIZE);
    const all = queryHotTopics({ pageSize: MAX_PAGE_SIZE }).list;
    expect(isNewestFirst(all.map((h) => h.date))).toBe(true);
    expect(all[0].date).toBe(
      [...HOT_TOPICS]
        .map((h) => h.date)
        .sort()
        .at(-1),
    );
  });

  it('filters by industry and by tag, and both together', () => {
    const industry = 'seven';
    expect(
      queryHotTopics({ industry, pageSize: 50 })
        .list.map((h) => h.id)
        .sort(),
    ).toEqual(
      HOT_TOPICS.filter((h) => h.industry === industry)
        .map((h) => h.id)
        .sort(),
    );
    const tag = '生成式AI';
    const byTag = queryHotTopics({ tag, pageSize: 50 });
    expect(byTag.total).toBe(HOT_TOPICS.filter((h) => h.tags.includes(tag)).length);
    expect(byTag.list.every((h) => h.tags.includes(tag))).toBe(true);
    const both = queryInsights({ industry: 'seven', tag: '创新药' });
    expect(both.list.map((i) => i.id)).toEqual(
      INSIGHTS.filter((i) => i.industry === 'seven' && i.tags.includes('创新药')).map((i) => i.id),
    );
  });

  it('pages without losing or repeating items, and clamps bad paging values', () => {
    const seen = [1, 2, 3].flatMap((page) => queryHotTopics({ page, pageSize: 6 }).list.map((h) => h.id));
    expect(new Set(seen).size).toBe(HOT_TOPICS.length);
    expect(queryHotTopics({ page: 99 }).list).toEqual([]);
    expect(queryHotTopics({ page: -2, pageSize: 1000 })).toMatchObject({ page: 1, pageSize: MAX_PAGE_SIZE });
  });

  it('orders equal dates by id so pages are stable', () => {
    const items = [
      { id: 'b', date: '2026-09-01', industry: 'two' as const, tags: [] },
      { id: 'a', date: '2026-09-01', industry: 'two' as const, tags: [] },
      { id: 'c', date: '2026-10-01', industry: 'two' as const, tags: [] },
    ];
    expect(pageArticles(items, {}).list.map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });

  it('lists insights without their sections but with a reading time', () => {
    const page = queryInsights({ pageSize: 50 });
    expect(page.total).toBe(INSIGHTS.length);
    expect(isNewestFirst(page.list.map((i) => i.date))).toBe(true);
    for (const i of page.list) {
      expect(i).not.toHaveProperty('sections');
      expect(i.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers a known id with the article and an unknown id with a silent NOT_FOUND', () => {
    const insight = findItem('insight', INSIGHTS[2].id);
    expect(insight.success).toBe(true);
    expect(insight.data?.sections).toEqual(INSIGHTS[2].sections);
    expect(findItem('hotTopic', HOT_TOPICS[0].id).data?.title).toBe(HOT_TOPICS[0].title);
    for (const missing of [findItem('insight', 'no-such-id'), findItem('hotTopic', '')]) {
      expect(missing).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 0 });
    }
  });
});
