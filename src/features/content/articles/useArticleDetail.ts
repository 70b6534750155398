import { useRequest } from 'ahooks';
import { useEffect } from 'react';
import { DEFAULT_TITLE } from '@/config/site';
import { isBizError } from '@/request/errors';
import { relatedArticles } from './articleFilter';

const isNotFound = (error: unknown) => isBizError(error) && error.info.errorCode === 'NOT_FOUND';

/**
 * One article by id for a reading view: `notFound` when the id is blank or unknown,
 * and the document title names the article once it is there.
 */
export function useArticleDetail<T extends { title: string }>(id: string, fetch: (id: string) => Promise<API.ResponseStructure<T>>, pageTitle: string) {
  const { data, loading, error, refresh } = useRequest(() => fetch(id), { ready: id !== '', refreshDeps: [id], onError: () => {} });
  const article = data?.data;
  useEffect(() => {
    if (article) document.title = `${article.title} - ${pageTitle} - ${DEFAULT_TITLE}`;
  }, [article, pageTitle]);
  return { article, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

type Related = { id: string; industry: API.ServiceIndustry; tags: string[] };

/** Up to `count` other articles of the same collection: those sharing the first tag, then those of the same industry. */
export function useRelatedArticles<T extends { id: string }>(
  article: Related,
  fetch: (query: API.ArticleQuery, options: { skipErrorHandler: boolean }) => Promise<API.ResponseStructure<API.Paged<T>>>,
  count = 3,
): T[] {
  const { data } = useRequest(
    () =>
      Promise.all([
        fetch({ tag: article.tags[0], pageSize: count + 1 }, { skipErrorHandler: true }),
        fetch({ industry: article.industry, pageSize: count + 1 }, { skipErrorHandler: true }),
      ]),
    { refreshDeps: [article.id], onError: () => {} },
  );
  return relatedArticles(article.id, (data ?? []).map((r) => r.data?.list ?? []), count);
}
