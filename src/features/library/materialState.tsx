import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { ContentError, ContentLoading, ContentNotFound } from '@/components/ContentState';
import { isBizError } from '@/request/errors';
import { getMaterial } from '@/services/materials';
import './materialPage.css';

/** Loading, error and not-found of the material behind ?id=, shared by /downPdf and /downPdfBak. */

const isNotFound = (error: unknown) => isBizError(error) && error.info.errorCode === 'NOT_FOUND';

/** The material behind ?id=: loading, not found and error states handled. */
export function useMaterialFromQuery() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const { data, loading, error, refresh } = useRequest(() => getMaterial(id), { ready: id !== '', refreshDeps: [id], onError: () => {} });
  return { id, material: data?.data, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

export function MaterialNotFound() {
  return (
    <ContentNotFound
      title="没有找到这份资料"
      text="资料可能已下线，或链接有误。您可以回到资料中心，浏览全部研究报告与白皮书。"
      backTo="/down"
      backLabel="返回资料下载"
    />
  );
}

export function MaterialState({ error, refresh }: { error: unknown; refresh: () => void }) {
  return (
    <div className="container page-section">
      {error ? (
        <>
          <h1 className="page-title">资料下载</h1>
          <ContentError onRetry={refresh} />
        </>
      ) : (
        <ContentLoading label="正在加载资料…" />
      )}
    </div>
  );
}

