/** Filters of the material list (/down), kept in the query string so a link or reload reproduces the list. */
import type * as API from '@/api';
import { MATERIAL_TYPES } from '@/features/materials/materialView';
import { type IndustrySlug, parseIndustrySlug } from '@/lib/industry';
import { filterToSearch, parsePage, parseServiceId, toParams, updateFilter } from '@/lib/queryFilter';

export { pageCount } from '@/lib/queryFilter';

export interface ListFilter {
  type?: API.MaterialType;
  industry?: IndustrySlug;
  /** A service id (API.ServiceId); an unknown one simply matches nothing. */
  service?: string;
  page: number;
}

/** What a visitor filters the material list by. */
export const MATERIAL_FILTER_KEYS = ['type', 'industry', 'service'] as const;

export const MATERIAL_PAGE_SIZE = 9;

/** Reads a filter; unknown or malformed values fall back to "all". */
export function parseListFilter(search: URLSearchParams | string): ListFilter {
  const params = toParams(search);
  const type = params.get('type');
  return {
    type: MATERIAL_TYPES.find((t) => t === type),
    industry: parseIndustrySlug(params.get('industry')),
    service: parseServiceId(params),
    page: parsePage(params),
  };
}

/** The query string of a filter, defaults left out, in a stable order. */
export const listFilterToSearch = (filter: ListFilter): string => filterToSearch(filter, ['type', 'industry', 'service']);

/** A filter change: any change other than the page itself starts again at page 1. */
export const updateListFilter: (filter: ListFilter, change: Partial<ListFilter>) => ListFilter = updateFilter;

/** The API query of a filter. */
export const toListQuery = (filter: ListFilter, pageSize: number) => ({
  type: filter.type,
  industry: filter.industry,
  service: filter.service,
  page: filter.page,
  pageSize,
});
