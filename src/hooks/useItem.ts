import { useSearchParams } from '@umijs/max';

import type { ItemCopy } from '@/config/itemCopy';
import { isNotFound } from '@/request/failure';

import { useData } from './useData';
import { useDocumentTitle } from './useDocumentTitle';

export interface ItemState<T> {
  id: string;
  item: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The id is blank or the server does not know it. */
  notFound: boolean;
  refresh: () => void;
}

export interface ItemSource<T> {
  /** Names the kind of item in the data key, e.g. 'activity'. */
  kind: string;
  load: (id: string) => Promise<API.ResponseStructure<T>>;
  /** The item's own name for the browser tab. */
  title: (item: T) => string;
  /** One or two sentences about the item: the page's description for search engines and link previews. */
  summary: (item: T) => string;
  copy: ItemCopy;
  /** Changes between builds (an activity's places): fetched again after the pre-rendered page is taken over. */
  live?: boolean;
}

/** The trimmed `?id=` of the current address ('' when absent). */
export function useQueryId(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('id')?.trim() ?? '';
}

/**
 * One item by id for a detail page: loading, error, not found, and the browser tab named after the item
 * (`nameTab: false` where the page keeps its own title, e.g. a form about the item).
 */
export function useItem<T>(id: string, source: ItemSource<T>, { nameTab = true }: { nameTab?: boolean } = {}): ItemState<T> {
  const { data, loading, error, refresh } = useData(id !== '' && `${source.kind}:${id}`, () => source.load(id), { live: source.live });
  const item = data?.data;
  useDocumentTitle(
    item && nameTab ? source.title(item) : undefined,
    source.copy.section,
    item && nameTab ? source.summary(item) : undefined,
  );
  return { id, item, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

/** The item named by the address's `?id=`. */
export const useItemFromQuery = <T>(source: ItemSource<T>) => useItem(useQueryId(), source);
