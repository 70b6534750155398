import { useData } from '@/prerender';

import { relatedArticles } from './articleFilter';

type Related = { id: string; industry: API.IndustrySlug; tags: string[] };

/** Up to `count` other articles of the same collection: those sharing the first tag, then those of the same industry. */
export function useRelatedArticles<T extends { id: string }>(
  article: Related,
  fetch: (query: API.ArticleQuery, options: { skipErrorHandler: boolean }) => Promise<API.ResponseStructure<API.Paged<T>>>,
  count = 3,
): T[] {
  const { data } = useData(`related:${article.id}`, () =>
    Promise.all([
      fetch({ tag: article.tags[0], pageSize: count + 1 }, { skipErrorHandler: true }),
      fetch({ industry: article.industry, pageSize: count + 1 }, { skipErrorHandler: true }),
    ]),
  );
  return relatedArticles(
    article.id,
    (data ?? []).map((r) => r.data?.list ?? []),
    count,
  );
}
