import type { ReactNode } from 'react';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import Pager from '@/components/Pager';
import './index.css';

interface Props<T> {
  loading: boolean;
  error?: unknown;
  /** The items of the current page; undefined until the first answer. */
  items: readonly T[] | undefined;
  onRetry: () => void;
  loadingLabel: string;
  empty: { title: string; text: string };
  /** The empty state's action; with `onClear` alone, a "清除筛选" button. */
  emptyAction?: ReactNode;
  /** Clears the filter (the list is filtered); offered when nothing matches. */
  onClear?: () => void;
  /** Class of the `ul`, for its columns and gaps. */
  className: string;
  testId?: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Paging under the list; none for an unpaged list. */
  pager?: { page: number; pageCount: number; onChange: (page: number) => void; label: string };
}

/**
 * The body of a list: loading, then an error with a retry, nothing found (with a way out), or the
 * items and the pager. A refresh keeps the items shown, dimmed by `aria-busy`.
 */
export default function ListBody<T>({ loading, error, items, onRetry, loadingLabel, empty, emptyAction, onClear, className, testId, itemKey, renderItem, pager }: Props<T>) {
  if (loading && !items) return <ContentLoading label={loadingLabel} />;
  if (error) return <ContentError onRetry={onRetry} />;
  if (!items || items.length === 0) {
    const action =
      emptyAction ??
      (onClear ? (
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          清除筛选
        </button>
      ) : undefined);
    return <ContentEmpty title={empty.title} text={empty.text} action={action} />;
  }
  return (
    <>
      <ul className={`list-grid ${className}`} aria-busy={loading} data-testid={testId}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pager && <Pager page={pager.page} pageCount={pager.pageCount} onChange={pager.onChange} label={pager.label} />}
    </>
  );
}
