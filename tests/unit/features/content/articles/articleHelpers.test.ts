import {
  articleFilterToSearch,
  pageCount,
  parseArticleFilter,
  relatedArticles,
  updateArticleFilter,
} from '@/features/content/articles/articleFilter';
import { matchesQuery, searchArticles, tagCounts } from '@/features/content/articles/articleSearch';
import { CHARS_PER_MINUTE, countReadableChars, insightTexts, readingMinutes } from '@/features/content/articles/readingTime';
import { formatDate } from '@/lib/beijingTime';

import { HOT_TOPICS } from '../../../../../mock/data/hotTopics';
import { INSIGHTS } from '../../../../../mock/data/insights';

describe('reading time', () => {
  it('counts characters without whitespace', () => {
    expect(countReadableChars(['知桥 咨询', ' 深度\n洞察 '])).toBe(8);
  });

  it('rounds up to whole minutes, at least one', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes(['字'.repeat(CHARS_PER_MINUTE)])).toBe(1);
    expect(readingMinutes(['字'.repeat(CHARS_PER_MINUTE + 1)])).toBe(2);
  });

  it('reads every part of an insight: summary, headings, paragraphs, callouts and lists', () => {
    const insight = INSIGHTS.find((i) => i.sections.some((s) => s.figure) && i.sections.some((s) => s.bullets))!;
    const texts = insightTexts(insight);
    expect(texts).toContain(insight.summary);
    for (const s of insight.sections) {
      expect(texts).toContain(s.heading);
      for (const p of s.paragraphs) expect(texts).toContain(p);
      if (s.figure) expect(texts).toContain(s.figure.label);
      for (const b of s.bullets ?? []) expect(texts).toContain(b);
    }
    // The long articles take a few minutes, not one.
    expect(readingMinutes(texts)).toBeGreaterThanOrEqual(3);
  });
});

describe('article filter <-> query string', () => {
  it('reads defaults, full queries, and ignores bad values', () => {
    expect(parseArticleFilter('')).toEqual({ industry: undefined, tag: undefined, page: 1 });
    expect(parseArticleFilter('industry=seven&tag=%E5%88%9B%E6%96%B0%E8%8D%AF&page=2')).toEqual({
      industry: 'seven',
      tag: '创新药',
      page: 2,
    });
    expect(parseArticleFilter('industry=nine&tag=%20&page=abc')).toEqual({ industry: undefined, tag: undefined, page: 1 });
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    expect(articleFilterToSearch({ page: 1 })).toBe('');
    const filter = { industry: 'eight' as const, tag: '大模型', page: 3 };
    expect(parseArticleFilter(articleFilterToSearch(filter))).toEqual(filter);
  });

  it('starts again at page 1 when a filter changes, but not when the page does', () => {
    const f = { industry: 'two' as const, page: 3 };
    expect(updateArticleFilter(f, { tag: '并购' }).page).toBe(1);
    expect(updateArticleFilter(f, { page: 2 })).toEqual({ industry: 'two', page: 2 });
  });

  it('counts pages and formats dates', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(16, 6)).toBe(3);
    expect(formatDate('2026-07-08')).toBe('2026年7月8日');
  });

  it('picks related articles once each, never the article itself, up to the count', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(
      relatedArticles(
        'a',
        [
          [a, b, c],
          [b, d],
        ],
        3,
      ),
    ).toEqual([b, c, d]);
    expect(relatedArticles('a', [[a]], 3)).toEqual([]);
  });
});

describe('Library search', () => {
  it('matches titles and tags, case-insensitively, every word required', () => {
    const item = { title: '大模型走进投研', tags: ['AI应用落地'] };
    expect(matchesQuery(item, '投研')).toBe(true);
    expect(matchesQuery(item, 'ai应用')).toBe(true);
    expect(matchesQuery(item, '大模型 投研')).toBe(true);
    expect(matchesQuery(item, '大模型 集采')).toBe(false);
  });

  it('narrows the collections to the matching items, newest first', () => {
    const found = searchArticles(HOT_TOPICS, '创新药');
    expect(found.map((h) => h.id).sort()).toEqual(
      HOT_TOPICS.filter((h) => h.title.includes('创新药') || h.tags.includes('创新药'))
        .map((h) => h.id)
        .sort(),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(HOT_TOPICS.length);
    expect(found.every((h, i) => i === 0 || found[i - 1].date >= h.date)).toBe(true);
    expect(searchArticles(INSIGHTS, '  ')).toHaveLength(INSIGHTS.length);
  });

  it('counts tags over both collections, most used first', () => {
    const counts = tagCounts([...INSIGHTS, ...HOT_TOPICS]);
    const expected = [...INSIGHTS, ...HOT_TOPICS].filter((a) => a.tags.includes(counts[0].tag)).length;
    expect(counts[0].count).toBe(expected);
    expect(counts.every((c, i) => i === 0 || counts[i - 1].count >= c.count)).toBe(true);
  });
});
