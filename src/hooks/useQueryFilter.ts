import { useRef } from 'react';

import { type PagedFilter, updateFilter } from '@/lib/queryFilter';
import { useQuery } from '@/prerender';

/**
 * A list filter read from the query string and a way to change it without a reload. `search` is the filter's own
 * query string (what the list's data key is made of: other parameters in the address change nothing).
 * Any change but the page's starts again at page 1; paging scrolls the list top (`listTop`) into view.
 */
export function useQueryFilter<F extends PagedFilter>(parse: (params: URLSearchParams) => F, toSearch: (filter: F) => string) {
  const [search, setSearchParams] = useQuery((params) => toSearch(parse(params)));
  const filter = parse(new URLSearchParams(search));
  const listTop = useRef<HTMLDivElement>(null);
  const apply = (change: Partial<F>) => {
    setSearchParams(new URLSearchParams(toSearch(updateFilter(filter, change))));
    if ('page' in change) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { search, filter, apply, listTop };
}
