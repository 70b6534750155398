import type { ReactNode } from 'react';

import type * as API from '@/api';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import Pager from '@/components/Pager';
import { LIST_BODY } from '@/content/ui/listControls';
import { pageCount } from '@/lib/queryFilter';

import './index.css';

interface Props<T> {
  /** The list's request (`useData`): its state, a way to retry, and what the shown answer was asked as. */
  request: { loading: boolean; error?: unknown; refresh: () => void; dataKey?: string };
  /** The answer: a page of a paged list, or a whole list; undefined until the first answer. */
  list: API.Paged<T> | readonly T[] | undefined;
  loadingLabel: string;
  empty: { title: string; text: string };
  /** The empty state's action; with `onClear` alone, a "清除筛选" button. */
  emptyAction?: ReactNode;
  /** Clears the filter (the list is filtered); offered when nothing matches. */
  onClear?: () => void;
  /** Classes of the `ul` (a `.grid`), for its columns (`grid--3 grid--phone-1` …) and gaps. */
  className: string;
  testId?: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Paging under a paged list. */
  paging?: { page: number; onChange: (page: number) => void; label: string };
}

/**
 * The body of a list: loading, then an error with a retry, nothing found (with a way out), or the
 * items and the pager. A refresh keeps the items shown, dimmed by `aria-busy`.
 */
export default function ListBody<T>({
  request,
  list,
  loadingLabel,
  empty,
  emptyAction,
  onClear,
  className,
  testId,
  itemKey,
  renderItem,
  paging,
}: Props<T>) {
  const { loading, error, refresh } = request;
  const paged = list && !Array.isArray(list) ? (list as API.Paged<T>) : undefined;
  const items = paged ? paged.list : (list as readonly T[] | undefined);
  if (loading && !items) return <ContentLoading label={loadingLabel} />;
  if (error) return <ContentError onRetry={refresh} />;
  if (!items || items.length === 0) {
    const action =
      emptyAction ??
      (onClear ? (
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          {LIST_BODY.clear}
        </button>
      ) : undefined);
    return <ContentEmpty title={empty.title} text={empty.text} action={action} />;
  }
  return (
    <>
      {/* Another answer (another filter, another page) is a new list, not the old one's cards moving about. */}
      <ItemGrid
        key={request.dataKey}
        className={`grid list-grid ${className}`}
        busy={loading}
        testId={testId}
        items={items}
        itemKey={itemKey}
        renderItem={renderItem}
      />
      {paged && paging && (
        <Pager page={paging.page} pageCount={pageCount(paged.total, paged.pageSize)} onChange={paging.onChange} label={paging.label} />
      )}
    </>
  );
}
