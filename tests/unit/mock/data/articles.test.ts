import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { insightTexts } from '@/features/content/articles/readingTime';

import { HOT_TOPICS } from '../../../../mock/data/hotTopics';
import { INSIGHTS } from '../../../../mock/data/insights';

const SLUGS = new Set<string>(INDUSTRY_LANDINGS.map((i) => i.slug));
const LOREM = /lorem|ipsum|占位|示例文字|测试文本/i;

describe('hot topics collection', () => {
  it('has at least 14 items with unique ids', () => {
    expect(HOT_TOPICS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(HOT_TOPICS.map((h) => h.id)).size).toBe(HOT_TOPICS.length);
  });

  it('gives every item 2–4 paragraphs, an expert, tags, a known industry and a 2026 date', () => {
    for (const h of HOT_TOPICS) {
      expect(h.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(h.paragraphs.length).toBeLessThanOrEqual(4);
      expect(h.expert.name).not.toBe('');
      expect(h.tags.length).toBeGreaterThan(0);
      expect(SLUGS.has(h.industry)).toBe(true);
      expect(h.date).toMatch(/^2026-(0[7-9]|1[0-2])-\d{2}$/);
      expect([h.title, ...h.paragraphs].join('')).not.toMatch(LOREM);
    }
  });

  it('is spread over every industry, several tags and several months', () => {
    expect(new Set(HOT_TOPICS.map((h) => h.industry))).toEqual(SLUGS);
    expect(new Set(HOT_TOPICS.flatMap((h) => h.tags)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(HOT_TOPICS.map((h) => h.date.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
  });
});

describe('deep insights collection', () => {
  it('has at least 8 items with unique ids', () => {
    expect(INSIGHTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(INSIGHTS.map((i) => i.id)).size).toBe(INSIGHTS.length);
  });

  it('gives every insight an author, summary, tags, known industry and 4–6 substantial sections', () => {
    for (const i of INSIGHTS) {
      expect(i.author.name).not.toBe('');
      expect(i.author.role).not.toBe('');
      expect(i.summary.length).toBeGreaterThan(60);
      expect(SLUGS.has(i.industry)).toBe(true);
      expect(i.tags.length).toBeGreaterThan(0);
      expect(i.sections.length).toBeGreaterThanOrEqual(4);
      expect(i.sections.length).toBeLessThanOrEqual(6);
      for (const s of i.sections) {
        expect(s.heading).not.toBe('');
        expect(s.paragraphs.length).toBeGreaterThan(0);
        expect(s.paragraphs.join('').length).toBeGreaterThan(80);
      }
      expect(insightTexts(i).join('')).not.toMatch(LOREM);
    }
  });

  it('repeats no paragraph anywhere (no filler)', () => {
    const paragraphs = [...INSIGHTS.flatMap((i) => i.sections.flatMap((s) => s.paragraphs)), ...HOT_TOPICS.flatMap((h) => h.paragraphs)];
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('has key-figure callouts and bulleted lists somewhere', () => {
    const sections = INSIGHTS.flatMap((i) => i.sections);
    expect(sections.some((s) => s.figure)).toBe(true);
    expect(sections.some((s) => s.bullets && s.bullets.length > 0)).toBe(true);
  });
});
