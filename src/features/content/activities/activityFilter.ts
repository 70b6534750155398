/** The activity centre's filter, kept in the query string so a link reproduces the list. */
import type * as API from '@/api';
import { ACTIVITY_FILTER } from '@/content/ui/activities';
import { type IndustrySlug, parseIndustrySlug } from '@/lib/industry';
import { filterToSearch, pageCount as pagesOf, parsePage, toParams, updateFilter } from '@/lib/queryFilter';

export type ActivityWhen = 'upcoming' | 'past';

export interface ActivityFilter {
  when: ActivityWhen;
  industry?: IndustrySlug;
  format?: API.ActivityFormat;
  page: number;
}

export const ACTIVITY_PAGE_SIZE = 6;

const FORMATS: readonly API.ActivityFormat[] = ['online', 'offline', 'live'];

export const WHEN_OPTIONS: readonly { value: ActivityWhen; label: string }[] = [
  { value: 'upcoming', label: ACTIVITY_FILTER.when.upcoming },
  { value: 'past', label: ACTIVITY_FILTER.when.past },
];

export const FORMAT_OPTIONS: readonly { value: API.ActivityFormat; label: string }[] = [
  { value: 'online', label: ACTIVITY_FILTER.format.online },
  { value: 'offline', label: ACTIVITY_FILTER.format.offline },
  { value: 'live', label: ACTIVITY_FILTER.format.live },
];

/** Reads a filter from a query string; unknown or malformed values fall back to the defaults. */
export function parseActivityFilter(search: URLSearchParams | string): ActivityFilter {
  const params = toParams(search);
  const format = params.get('format');
  return {
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    industry: parseIndustrySlug(params.get('industry')),
    format: FORMATS.find((f) => f === format),
    page: parsePage(params),
  };
}

/** The query string of a filter, defaults left out ('' for the default filter). */
export const activityFilterToSearch = (filter: ActivityFilter): string =>
  filterToSearch(filter, ['when', 'industry', 'format'], { when: 'upcoming' });

/** A filter change: any change other than the page itself starts again at page 1. */
export const updateActivityFilter: (filter: ActivityFilter, change: Partial<ActivityFilter>) => ActivityFilter = updateFilter;

/** The API query of a filter. */
export const toActivityQuery = (filter: ActivityFilter): API.ActivityQuery => ({
  when: filter.when,
  industry: filter.industry,
  format: filter.format,
  page: filter.page,
  pageSize: ACTIVITY_PAGE_SIZE,
});

export const pageCount = (total: number, pageSize = ACTIVITY_PAGE_SIZE) => pagesOf(total, pageSize);
