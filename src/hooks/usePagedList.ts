import type { RefObject } from 'react';

import type * as API from '@/api';
import { isFilteredBy, type PagedFilter } from '@/lib/queryFilter';
import { type DataQuery, type DataState, useData } from '@/prerender';

import { useQueryFilter } from './useQueryFilter';

export interface PagedList<F extends PagedFilter, T> {
  filter: F;
  /** Changes the filter in the address (any change but the page's goes back to page 1). */
  apply: (change: Partial<F>) => void;
  /** Where paging scrolls back to. */
  listTop: RefObject<HTMLDivElement | null>;
  request: DataState<API.ResponseStructure<API.Paged<T>>>;
  /** The page of the answer on show. */
  page: API.Paged<T> | undefined;
  /** Clears the visitor's filters; undefined while nothing is filtered. */
  clear: (() => void) | undefined;
  /** The props that show it in a ListBody, with the pager named `pagerLabel`. */
  body: (pagerLabel: string) => {
    request: DataState<unknown>;
    list: API.Paged<T> | undefined;
    onClear: (() => void) | undefined;
    paging: { page: number; onChange: (page: number) => void; label: string };
  };
}

interface Options<F extends PagedFilter, T> {
  parse: (params: URLSearchParams) => F;
  toSearch: (filter: F) => string;
  /** The list's data for a filter (a service's query). */
  query: (filter: F) => DataQuery<API.ResponseStructure<API.Paged<T>>>;
  /** The filter keys a visitor sets (and can clear). */
  clearable: readonly (keyof F)[];
  /** False while the page shows something else (e.g. a reading view at ?id=). */
  ready?: boolean;
}

/** A paged list whose filter and page live in the query string: a link or a reload shows the same list. */
export function usePagedList<F extends PagedFilter, T>({
  parse,
  toSearch,
  query,
  clearable,
  ready = true,
}: Options<F, T>): PagedList<F, T> {
  const { search, filter, apply, listTop } = useQueryFilter(parse, toSearch);
  const request = useData(ready && query(parse(new URLSearchParams(search))));
  const page = request.data?.data;
  const clear = isFilteredBy(filter, clearable)
    ? () => apply(Object.fromEntries(clearable.map((key) => [key, undefined])) as Partial<F>)
    : undefined;
  const body = (pagerLabel: string) => ({
    request,
    list: page,
    onClear: clear,
    paging: { page: filter.page, onChange: (next: number) => apply({ page: next } as Partial<F>), label: pagerLabel },
  });
  return { filter, apply, listTop, request, page, clear, body };
}
