import { useLocation } from '@umijs/max';
import { useEffect } from 'react';

import type * as API from '@/api';
import { type PictureShape, sharePicturePath } from '@/config/sharePictures';
import { pageTitle } from '@/content/firm';
import { isNavGroup, MAIN_NAV } from '@/content/navigation';
import { CONTENT_KINDS, itemDataKey, type ItemKind } from '@/kinds';
import { type ItemFields, type KindCopy, readText } from '@/kinds/define';
import { publishSharedItem } from '@/lib/pageShare';
import { breadcrumbs, type ItemPlace } from '@/lib/structuredData';
import { type PageSite, useData, useHead, useQueryParam } from '@/prerender';
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

/** What a page reads of an item's kind: a kind's module (src/kinds/<kind>.ts). */
export interface ItemSource<T> {
  /** Its kind: the endpoint it is loaded from, the data key, its pages and share pictures. */
  kind: ItemKind;
  item: ItemFields<T>;
  copy: KindCopy;
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
    title: named ? pageTitle(readText(item, source.item.title), CONTENT_KINDS[source.kind].name) : undefined,
    description: named ? readText(item, source.item.summary) : undefined,
    structuredData: named ? (site) => itemStructuredData(site, source, item, { path: pathname, id }) : undefined,
  });
  useEffect(() => {
    // The share card of an item page names the item (src/features/visitor/wechat reads it).
    if (item && nameTab) {
      publishSharedItem({
        location: `${window.location.pathname}${window.location.search}`,
        title: source.item.shareTitle?.(item) ?? readText(item, source.item.title),
        summary: readText(item, source.item.summary),
        // Drawn by the build and the refresh; an item newer than both shows the firm's picture (deploy/nginx).
        picture: sharePicturePath(source.kind, id, 'square'),
      });
    }
  }, [item, nameTab, source, id]);
  return { id, item, loading, error, refresh, notFound: id === '' || isNotFound(error) };
}

const SHAPES_WIDE_FIRST: PictureShape[] = ['wide', 'square'];

/** The home page's name in the breadcrumbs: as the header navigation names it. */
const HOME_NAME = MAIN_NAV.find((entry) => !isNavGroup(entry) && entry.path === '/')?.label ?? '';

/** An item page's schema.org data: its breadcrumbs, then what its kind says of it on its reading page. */
function itemStructuredData<T>(site: PageSite, source: ItemSource<T>, item: T, { path, id }: { path: string; id: string }) {
  const { parent, pages } = CONTENT_KINDS[source.kind];
  const at: ItemPlace = {
    path: `${path}?id=${encodeURIComponent(id)}`,
    pictures: SHAPES_WIDE_FIRST.map((shape) => sharePicturePath(source.kind, id, shape)).filter((p) => p !== undefined),
  };
  // Home, the list the item belongs to, the item.
  const trail = [
    { name: HOME_NAME, path: '/' },
    { name: site.titleOf(parent), path: parent },
    { name: readText(item, source.item.title), path: at.path },
  ];
  return [breadcrumbs(site, trail), ...(path === pages[0] ? source.item.structuredData(site, at, item) : [])];
}

/** The item named by the address's `?id=`. */
export const useItemFromQuery = <T>(source: ItemSource<T>) => useItem(useQueryId(), source);
