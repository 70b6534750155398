import { useEffect } from 'react';

import { itemDataKey, type ItemKind } from '@/config/contentKinds';
import { sharePicturePath } from '@/config/sharePictures';
import { pageTitle } from '@/content/firm';
import type { ItemCopy } from '@/content/itemCopy';
import { publishSharedItem } from '@/lib/pageShare';
import { useData, useHead, useQueryParam } from '@/prerender';
import { isNotFound } from '@/request/failure';

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
  kind: ItemKind;
  load: (id: string) => Promise<API.ResponseStructure<T>>;
  /** The item's own name for the browser tab. */
  title: (item: T) => string;
  /** One or two sentences about the item: the page's description for search engines and link previews. */
  summary: (item: T) => string;
  copy: ItemCopy;
}

/** The trimmed `?id=` of the current address ('' when absent). */
export const useQueryId = () => useQueryParam('id');

/**
 * One item by id for a detail page: loading, error, not found, and the browser tab named after the item
 * (`nameTab: false` where the page keeps its own title, e.g. a form about the item).
 */
export function useItem<T>(id: string, source: ItemSource<T>, { nameTab = true }: { nameTab?: boolean } = {}): ItemState<T> {
  const { data, loading, error, refresh } = useData(id !== '' && { key: itemDataKey(source.kind, id), load: () => source.load(id) }, {
    gone: isNotFound,
  });
  const item = data?.data;
  // The browser tab: '<item> - <section> - 知桥咨询'.
  useHead(
    item && nameTab ? pageTitle(source.title(item), source.copy.section) : undefined,
    item && nameTab ? source.summary(item) : undefined,
  );
  useEffect(() => {
    // The share card of an item page names the item (src/features/visitor/wechat reads it).
    if (item && nameTab) {
      publishSharedItem({
        location: `${window.location.pathname}${window.location.search}`,
        title: source.title(item),
        summary: source.summary(item),
        // Drawn by the build and the refresh; an item newer than both shows the firm's picture (deploy/nginx).
        picture: sharePicturePath(source.kind, id, 'square'),
      });
    }
  }, [item, nameTab, source, id]);
  return { id, item, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

/** The item named by the address's `?id=`. */
export const useItemFromQuery = <T>(source: ItemSource<T>) => useItem(useQueryId(), source);
