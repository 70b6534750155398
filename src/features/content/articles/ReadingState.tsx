import { ContentError, ContentLoading, ContentNotFound } from '@/components/ContentState';
import './ReadingHeader.css';

interface Props {
  /** The list page (its title names the kind, e.g. 深度洞察) the reader goes back to. */
  list: { path: string; title: string };
  notFound: boolean;
  error: unknown;
  refresh: () => void;
  /** What is missing, e.g. 这篇文章; and a line on where to go instead. */
  missing: string;
  missingText: string;
}

/**
 * What a reading view shows until its article is there: not found (with a way back), an error
 * (with a retry) or loading. Null once the article can be shown.
 */
export default function ReadingState({ list, notFound, error, refresh, missing, missingText }: Props) {
  if (notFound) return <ContentNotFound title={`没有找到${missing}`} text={missingText} backTo={list.path} backLabel={`返回${list.title}`} />;
  return (
    <div className="container page-section">
      {error ? (
        <>
          <h1 className="page-title">{list.title}</h1>
          <ContentError onRetry={refresh} />
        </>
      ) : (
        <ContentLoading label="正在加载文章…" />
      )}
    </div>
  );
}
