/** The plumbing shared by every list filter kept in the query string: the page, changes, the query string itself. */

/** A list filter: its own keys plus the page (1-based). */
export interface PagedFilter {
  page: number;
}

/** The query parameters of a query string (or the parameters themselves). */
export const toParams = (search: URLSearchParams | string) => (typeof search === 'string' ? new URLSearchParams(search) : search);

/** The page of a query string: a bad or missing page is page 1. */
export function parsePage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/**
 * The query string of a filter: the given keys in that order, then the page; empty values,
 * defaults and page 1 are left out ('' for the default filter).
 */
export function filterToSearch<F extends PagedFilter>(filter: F, keys: readonly (keyof F & string)[], defaults: Partial<F> = {}): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filter[key];
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** A filter change: any change other than the page itself starts again at page 1. */
export function updateFilter<F extends PagedFilter>(filter: F, change: Partial<F>): F {
  const next = { ...filter, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** Whether any of the given keys is set: the visitor has filtered the list (the page alone is not a filter). */
export const isFilteredBy = <F extends PagedFilter>(filter: F, keys: readonly (keyof F)[]) => keys.some((key) => filter[key] !== undefined);

/** How many pages a total makes (at least one). */
const SERVICE_ID = /^[a-z][a-z-]{0,39}$/;

/** A service id (API.ServiceId) from the query string, when it has the shape of one; an unknown one matches nothing. */
export const parseServiceId = (params: URLSearchParams): string | undefined => {
  const service = params.get('service') ?? '';
  return SERVICE_ID.test(service) ? service : undefined;
};

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
