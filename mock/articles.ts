import type { Request, Response } from 'express';

import { CONTENT_KINDS } from '../src/config/contentKinds';
import { insightTexts, readingMinutes } from '../src/features/content/articles/readingTime';
import { HOT_TOPICS } from './data/hotTopics';
import { INSIGHTS } from './data/insights';
import { routes } from './guard';

type Article = Pick<API.Insight, 'id' | 'date' | 'industry' | 'tags'>;

export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 50;

/** Newest first (by date, then id so the order is stable); filtered by industry and tag; one page of it. */
export function pageArticles<T extends Article>(items: readonly T[], q: API.ArticleQuery): API.Paged<T> {
  const page = Math.max(1, Math.floor(Number(q.page)) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(q.pageSize)) || DEFAULT_PAGE_SIZE));
  const matched = items
    .filter((a) => (!q.industry || a.industry === q.industry) && (!q.tag || a.tags.includes(q.tag)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { list: matched.slice((page - 1) * pageSize, page * pageSize), total: matched.length, page, pageSize };
}

export const toInsightDetail = (insight: API.Insight): API.InsightDetail => ({
  ...insight,
  readingMinutes: readingMinutes(insightTexts(insight)),
});

export function queryInsights(q: API.ArticleQuery): API.Paged<API.InsightSummary> {
  const paged = pageArticles(INSIGHTS, q);
  return {
    ...paged,
    list: paged.list.map((i) => {
      const { sections: _sections, ...summary } = toInsightDetail(i);
      return summary;
    }),
  };
}

export const queryHotTopics = (q: API.ArticleQuery): API.Paged<API.HotTopic> => pageArticles(HOT_TOPICS, q);

const query = (req: Request): API.ArticleQuery => {
  const { industry, tag, page, pageSize } = req.query;
  return {
    industry: typeof industry === 'string' && industry ? (industry as API.IndustrySlug) : undefined,
    tag: typeof tag === 'string' && tag ? tag : undefined,
    page: Number(page) || undefined,
    pageSize: Number(pageSize) || undefined,
  };
};

export default routes({
  [`GET ${CONTENT_KINDS.insight.list}`]: (req: Request, res: Response) => {
    res.json({ success: true, data: queryInsights(query(req)) });
  },
  [`GET ${CONTENT_KINDS.hotTopic.list}`]: (req: Request, res: Response) => {
    res.json({ success: true, data: queryHotTopics(query(req)) });
  },
});
