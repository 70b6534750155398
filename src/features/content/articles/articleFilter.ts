/** Filters of the article lists (industry, tag, page), kept in the query string so a link reproduces the list. */
import type * as API from '@/api';
import { type IndustrySlug, parseIndustrySlug } from '@/lib/industry';
import { filterToSearch, parsePage, toParams, updateFilter } from '@/lib/queryFilter';

export { pageCount } from '@/lib/queryFilter';

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
  const params = toParams(search);
  const tag = params.get('tag')?.trim();
  return {
    industry: parseIndustrySlug(params.get('industry')),
    tag: tag ? tag : undefined,
    page: parsePage(params),
  };
}

/** The query string of a filter, defaults left out. */
export const articleFilterToSearch = (filter: ArticleFilter): string => filterToSearch(filter, ['industry', 'tag']);

/** Any change other than the page starts again at page 1. */
export const updateArticleFilter: (filter: ArticleFilter, change: Partial<ArticleFilter>) => ArticleFilter = updateFilter;

export const toArticleQuery = (filter: ArticleFilter, pageSize: number): API.ArticleQuery => ({
  industry: filter.industry,
  tag: filter.tag,
  page: filter.page,
  pageSize,
});

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
