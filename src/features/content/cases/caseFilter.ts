/** Filters of the case list (/case): industry and service, kept in the query string so a link or reload reproduces it. */
import type * as API from '@/api';
import { type IndustrySlug, parseIndustrySlug } from '@/lib/industry';
import { filterToSearch, parsePage, parseServiceId, toParams } from '@/lib/queryFilter';

export interface CaseFilter {
  industry?: IndustrySlug;
  /** A service id (API.ServiceId); an unknown one simply matches nothing. */
  service?: string;
  page: number;
}

export const CASE_FILTER_KEYS = ['industry', 'service'] as const;

export const CASE_PAGE_SIZE = 6;

/** Reads a filter; unknown or malformed values fall back to "all". */
export const parseCaseFilter = (search: URLSearchParams | string): CaseFilter => {
  const params = toParams(search);
  return { industry: parseIndustrySlug(params.get('industry')), service: parseServiceId(params), page: parsePage(params) };
};

/** The query string of a filter, defaults left out, in a stable order. */
export const caseFilterToSearch = (filter: CaseFilter): string => filterToSearch(filter, [...CASE_FILTER_KEYS]);

/** The API query of a filter. */
export const toCaseQuery = (filter: CaseFilter): API.CaseQuery => ({
  industry: filter.industry,
  service: filter.service,
  page: filter.page,
  pageSize: CASE_PAGE_SIZE,
});
