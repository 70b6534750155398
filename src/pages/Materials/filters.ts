/** Filters of the material and case lists, kept in the query string so a link or reload reproduces the list. */
import { MATERIAL_TYPES } from '@/services/materials';
import { parseIndustrySlug, type IndustrySlug } from '@/utils/industryFilter';

export interface ListFilter {
  type?: API.MaterialType;
  industry?: IndustrySlug;
  /** A service id (API.ServiceId); an unknown one simply matches nothing. */
  service?: string;
  page: number;
}

export const MATERIAL_PAGE_SIZE = 9;
export const CASE_PAGE_SIZE = 6;

const SERVICE_ID = /^[a-z][a-z-]{0,39}$/;

/** Reads a filter; unknown or malformed values fall back to "all". */
export function parseListFilter(search: URLSearchParams | string): ListFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = params.get('type');
  const service = params.get('service') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type: MATERIAL_TYPES.find((t) => t === type),
    industry: parseIndustrySlug(params.get('industry')),
    service: SERVICE_ID.test(service) ? service : undefined,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string of a filter, defaults left out, in a stable order. */
export function listFilterToSearch(filter: ListFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.industry) params.set('industry', filter.industry);
  if (filter.service) params.set('service', filter.service);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** A filter change: any change other than the page itself starts again at page 1. */
export function updateListFilter(filter: ListFilter, change: Partial<ListFilter>): ListFilter {
  const next = { ...filter, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

export const isFiltered = (filter: ListFilter) => Boolean(filter.type || filter.industry || filter.service);

/** The API query of a filter. */
export const toListQuery = (filter: ListFilter, pageSize: number) => ({
  type: filter.type,
  industry: filter.industry,
  service: filter.service,
  page: filter.page,
  pageSize,
});

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
