import type * as API from '@/api';
import { type DataQuery, useData } from '@/prerender';
import { allOf } from '@/services/query';

import { relatedArticles } from './articleFilter';

type Related = { id: string; industry: API.IndustrySlug; tags: string[] };

/** Up to `count` other articles of the same collection: those sharing the first tag, then those of the same industry. */
export function useRelatedArticles<T extends { id: string }>(
  article: Related,
  query: (params: API.ArticleQuery, options: { skipErrorHandler: boolean }) => DataQuery<API.ResponseStructure<API.Paged<T>>>,
  count = 3,
): T[] {
  const quiet = { skipErrorHandler: true };
  const { data } = useData(
    allOf(
      [query({ tag: article.tags[0], pageSize: count + 1 }, quiet), query({ industry: article.industry, pageSize: count + 1 }, quiet)],
      (answers) => answers.map((r) => r.data?.list ?? []),
    ),
  );
  return relatedArticles(article.id, data ?? [], count);
}
