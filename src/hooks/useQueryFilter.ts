import { useSearchParams } from '@umijs/max';
import { useRef } from 'react';

import { type PagedFilter, updateFilter } from '@/lib/queryFilter';

/**
 * A list filter read from the query string and a way to change it without a reload.
 * Any change but the page's starts again at page 1; paging scrolls the list top (`listTop`) into view.
 */
export function useQueryFilter<F extends PagedFilter>(parse: (params: URLSearchParams) => F, toSearch: (filter: F) => string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = parse(searchParams);
  const listTop = useRef<HTMLDivElement>(null);
  const apply = (change: Partial<F>) => {
    setSearchParams(new URLSearchParams(toSearch(updateFilter(filter, change))));
    if ('page' in change) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { search, searchParams, filter, apply, listTop };
}
