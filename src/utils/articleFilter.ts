/** Filters of the article lists (industry, tag, page), kept in the query string so a link reproduces the list. */
import { parseIndustrySlug, type IndustrySlug } from '@/utils/industryFilter';

/** Page sizes of the two lists. */
export const INSIGHT_PAGE_SIZE = 4;
export const HOT_TOPIC_PAGE_SIZE = 6;

export interface ArticleFilter {
  industry?: IndustrySlug;
  tag?: string;
  page: number;
}

/** Reads a filter; unknown industries, blank tags and bad pages fall back to the defaults. */
export function parseArticleFilter(search: URLSearchParams | string): ArticleFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const tag = params.get('tag')?.trim();
  return {
    industry: parseIndustrySlug(params.get('industry')),
    tag: tag ? tag : undefined,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string of a filter, defaults left out. */
export function articleFilterToSearch(filter: ArticleFilter): string {
  const params = new URLSearchParams();
  if (filter.industry) params.set('industry', filter.industry);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** Any change other than the page starts again at page 1. */
export function updateArticleFilter(filter: ArticleFilter, change: Partial<ArticleFilter>): ArticleFilter {
  const next = { ...filter, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

export const toArticleQuery = (filter: ArticleFilter, pageSize: number): API.ArticleQuery => ({
  industry: filter.industry,
  tag: filter.tag,
  page: filter.page,
  pageSize,
});

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** '2026-11-12' -> '2026年11月12日'. */
export function formatArticleDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** Up to `count` other articles, in the order of the candidate lists, each once and never the article itself. */
export function relatedArticles<T extends { id: string }>(selfId: string, candidates: readonly (readonly T[])[], count: number): T[] {
  const seen = new Set<string>([selfId]);
  const out: T[] = [];
  for (const item of candidates.flat()) {
    if (out.length >= count) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}
