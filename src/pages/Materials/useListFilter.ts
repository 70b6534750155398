import { useSearchParams } from '@umijs/max';
import { useRef } from 'react';
import { listFilterToSearch, parseListFilter, updateListFilter, type ListFilter } from './filters';

/** The list filter of the query string and a way to change it (the list top scrolls into view on paging). */
export function useListFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = parseListFilter(search);
  const listTop = useRef<HTMLDivElement>(null);
  const apply = (change: Partial<ListFilter>) => {
    setSearchParams(new URLSearchParams(listFilterToSearch(updateListFilter(filter, change))));
    if ('page' in change) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { search, filter, apply, listTop, searchParams };
}
