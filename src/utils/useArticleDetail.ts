import { useRequest } from 'ahooks';
import { useEffect } from 'react';
import { DEFAULT_TITLE } from '@/config/site';
import { isBizError } from '@/request/errors';

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
