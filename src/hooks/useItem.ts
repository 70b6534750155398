import { useLocation } from '@umijs/max';
import { useEffect } from 'react';

import type * as API from '@/api';
import { CONTENT_KINDS, itemDataKey, type ItemKind } from '@/config/contentKinds';
import { type PictureShape, sharePicturePath } from '@/config/sharePictures';
import { pageTitle } from '@/content/firm';
import type { ItemPageCopy } from '@/content/kindCopy';
import { publishSharedItem } from '@/lib/pageShare';
import { breadcrumbs, type ItemPlace } from '@/lib/structuredData';
import { type JsonLd, type PageSite, useData, useHead, useQueryParam } from '@/prerender';
import { isNotFound } from '@/request/failure';
import { getItem } from '@/services/items';

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
  /** Its kind: the endpoint it is loaded from, the data key, its pages and share pictures. */
  kind: ItemKind;
  /** The item's own name for the browser tab. */
  title: (item: T) => string;
  /** One or two sentences about the item: the page's description for search engines and link previews. */
  summary: (item: T) => string;
  /** The share card's title, where the item has one of its own (default: its name). */
  shareTitle?: (item: T) => string;
  /** Its schema.org data on its kind's reading page (an Event, an Article), besides the breadcrumbs. */
  structuredData: (site: PageSite, at: ItemPlace, item: T) => JsonLd[];
  copy: ItemPageCopy;
}

/** The trimmed `?id=` of the current address ('' when absent). */
export const useQueryId = () => useQueryParam('id');

/**
 * One item by id for a detail page: loading, error, not found, and the browser tab named after the item
 * (`nameTab: false` where the page keeps its own title, e.g. a form about the item).
 */
export function useItem<T>(id: string, source: ItemSource<T>, { nameTab = true }: { nameTab?: boolean } = {}): ItemState<T> {
  const { data, loading, error, refresh } = useData(
    id !== '' && { key: itemDataKey(source.kind, id), load: () => getItem(source.kind, id) as Promise<API.ResponseStructure<T>> },
    { gone: isNotFound },
  );
  const item = data?.data;
  const { pathname } = useLocation();
  const named = item !== undefined && nameTab;
  useHead({
    // The browser tab: '<item> - <section> - 知桥咨询'.
    title: named ? pageTitle(source.title(item), source.copy.section) : undefined,
    description: named ? source.summary(item) : undefined,
    structuredData: named ? (site) => itemStructuredData(site, source, item, { path: pathname, id }) : undefined,
  });
  useEffect(() => {
    // The share card of an item page names the item (src/features/visitor/wechat reads it).
    if (item && nameTab) {
      publishSharedItem({
        location: `${window.location.pathname}${window.location.search}`,
        title: (source.shareTitle ?? source.title)(item),
        summary: source.summary(item),
        // Drawn by the build and the refresh; an item newer than both shows the firm's picture (deploy/nginx).
        picture: sharePicturePath(source.kind, id, 'square'),
      });
    }
  }, [item, nameTab, source, id]);
  return { id, item, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

const SHAPES_WIDE_FIRST: PictureShape[] = ['wide', 'square'];

/** An item page's schema.org data: its breadcrumbs, then what its kind says of it on its reading page. */
function itemStructuredData<T>(site: PageSite, source: ItemSource<T>, item: T, { path, id }: { path: string; id: string }) {
  const { parent, pages } = CONTENT_KINDS[source.kind];
  const at: ItemPlace = {
    path: `${path}?id=${encodeURIComponent(id)}`,
    pictures: SHAPES_WIDE_FIRST.map((shape) => sharePicturePath(source.kind, id, shape)).filter((p) => p !== undefined),
  };
  // Home, the list the item belongs to, the item.
  const trail = [
    { name: '首页', path: '/' },
    { name: site.titleOf(parent), path: parent },
    { name: source.title(item), path: at.path },
  ];
  return [breadcrumbs(site, trail), ...(path === pages[0] ? source.structuredData(site, at, item) : [])];
}

/** The item named by the address's `?id=`. */
export const useItemFromQuery = <T>(source: ItemSource<T>) => useItem(useQueryId(), source);
